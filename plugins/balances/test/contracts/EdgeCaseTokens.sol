// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A fungible token without decimals: the kind of balance the spec drops as low quality.
contract ZeroDecimalsToken {
    string public constant name = "Zero Decimals Token";
    string public constant symbol = "ZDT";
    uint8 public constant decimals = 0;
    mapping(address => uint256) public balanceOf;

    constructor(address holder, uint256 amount) {
        balanceOf[holder] = amount;
    }
}

/// @notice An ERC-721 Enumerable that never emits Transfer, so only tokenOfOwnerByIndex finds its
///         tokens. Its tokenURI is percent-encoded JSON.
contract EnumerableNft {
    string public constant name = "Enumerable Test NFT";
    mapping(uint256 => address) private owners;
    mapping(address => uint256[]) private owned;

    constructor(address holder, uint256[] memory ids) {
        for (uint256 i = 0; i < ids.length; i++) {
            owners[ids[i]] = holder;
            owned[holder].push(ids[i]);
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x780e9d63;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return owned[owner].length;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        require(owner != address(0), "no such token");
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        return owned[owner][index];
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat("data:application/json,%7B%22name%22%3A%22Enumerable%20%23", _decimal(tokenId), "%22%7D");
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
