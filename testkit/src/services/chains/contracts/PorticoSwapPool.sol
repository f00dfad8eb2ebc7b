// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IPorticoErc20 {
    function balanceOf(address owner) external view returns (uint256);
}

/// @title Portico Swap Pool
/// @notice An equal-weight constant-product pool for the playground chains: native ETH and the listed
///         ERC-20 tokens sit in one contract, and any two of them trade on x * y = k over the pool's
///         balances of the two (0.3 % fee stays in the pool). Reserves are the live balances, so
///         liquidity is added by sending tokens or ETH to the pool. A trade may take at most half of
///         the output reserve; beyond that it reverts with InsufficientLiquidity, which the API
///         emulator reports as the real API's "insufficient liquidity".
contract PorticoSwapPool {
    /// The sentinel address swap APIs use for the native token.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_BPS = 30;
    uint256 public constant MAX_OUT_BPS = 5000;

    mapping(address => bool) public listed;
    bool private locked;

    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    error NotListed(address asset);
    error SameAsset();
    error ZeroAmount();
    error WrongValue(uint256 sent, uint256 expected);
    error InsufficientLiquidity();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error TransferFailed();
    error Reentered();

    constructor(address[] memory tokens) {
        listed[NATIVE] = true;
        for (uint256 i = 0; i < tokens.length; i++) listed[tokens[i]] = true;
    }

    /// Plain ETH sent to the pool is liquidity.
    receive() external payable {}

    function reserveOf(address asset) public view returns (uint256) {
        if (!listed[asset]) revert NotListed(asset);
        return asset == NATIVE ? address(this).balance : IPorticoErc20(asset).balanceOf(address(this));
    }

    /// What `swap` would pay for `amountIn` now.
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) external view returns (uint256) {
        return _amountOut(tokenIn, tokenOut, amountIn, reserveOf(tokenIn), reserveOf(tokenOut));
    }

    /// Sells `amountIn` of `tokenIn` (sent as value when it is NATIVE, else pulled with transferFrom after
    /// an approval) and pays at least `minAmountOut` of `tokenOut` to `to`.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        if (locked) revert Reentered();
        locked = true;
        uint256 reserveIn;
        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
            reserveIn = address(this).balance - msg.value;
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, 0);
            reserveIn = reserveOf(tokenIn);
        }
        amountOut = _amountOut(tokenIn, tokenOut, amountIn, reserveIn, reserveOf(tokenOut));
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        if (tokenIn != NATIVE) _call(tokenIn, 0, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amountIn));
        if (tokenOut == NATIVE) _call(to, amountOut, "");
        else _call(tokenOut, 0, abi.encodeWithSignature("transfer(address,uint256)", to, amountOut));
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
        locked = false;
    }

    function _amountOut(address tokenIn, address tokenOut, uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        private
        view
        returns (uint256)
    {
        if (!listed[tokenIn]) revert NotListed(tokenIn);
        if (!listed[tokenOut]) revert NotListed(tokenOut);
        if (tokenIn == tokenOut) revert SameAsset();
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 inWithFee = amountIn * (10_000 - FEE_BPS);
        uint256 out = (inWithFee * reserveOut) / (reserveIn * 10_000 + inWithFee);
        if (out == 0 || out * 10_000 > reserveOut * MAX_OUT_BPS) revert InsufficientLiquidity();
        return out;
    }

    /// A call that must succeed and, when it returns data, return true (ERC-20 style).
    function _call(address target, uint256 value, bytes memory data) private {
        (bool ok, bytes memory answer) = target.call{value: value}(data);
        if (!ok || (answer.length > 0 && !abi.decode(answer, (bool)))) revert TransferFailed();
    }
}
