// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/**
 * Portico's test account for smart sessions: a SimpleAccount (ERC-4337 v0.7) whose owner registers
 * session keys. A session key may sign user operations that send the native token, up to an
 * allowance per period, until the session expires or the owner revokes it.
 *
 * Every key of a session may sign alone (a real cosigner setup would ask for both signatures); the
 * allowance is shared by the session's keys.
 *
 * A user's SimpleAccount upgrades to this implementation (UUPS, signed by its owner) when it grants
 * its first session; the storage layout is SimpleAccount's with the session maps after it.
 *
 * A session key's user operation signature is 92 bytes:
 *   0x01 | key (20 bytes) | period index (uint48, 6 bytes) | ECDSA signature over the EIP-191 hash
 *   of the user operation hash (65 bytes).
 * The period index says which period the spend counts against; the account returns that period as
 * the operation's validity window, so the EntryPoint (not the account) checks the time.
 */
contract PorticoSessionAccount is SimpleAccount {
    struct Session {
        uint128 allowance;
        uint48 start;
        uint48 period;
        uint48 expiry;
        uint64 grant;
    }

    uint8 public constant SESSION_SIGNATURE = 1;
    uint256 private constant SESSION_SIGNATURE_LENGTH = 92;

    /// The active sessions by key (a revoked or never granted key has grant 0).
    mapping(address => Session) public sessions;
    /// Native token spent per grant and period index (shared by the grant's keys).
    mapping(uint64 => mapping(uint256 => uint256)) public spent;
    /// The keys of each grant.
    mapping(uint64 => address[]) private _grantKeys;
    /// How many grants this account has made; the last grant's number.
    uint64 public grants;

    event SessionGranted(uint64 indexed grant, address[] keys, uint128 allowance, uint48 start, uint48 period, uint48 expiry);
    event SessionRevoked(uint64 indexed grant);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /**
     * Registers a session: each of `keys` may send up to `allowance` wei in total per `period`
     * seconds from `start`, until `expiry` (unix seconds, 0 for none). A key of an earlier session
     * moves to this one. Owner only.
     */
    function grantSession(address[] calldata keys, uint128 allowance, uint48 start, uint48 period, uint48 expiry)
        external
        onlyOwner
        returns (uint64 grant)
    {
        require(keys.length > 0, "A session needs at least one key");
        require(period > 0, "The session period must be longer than zero seconds");
        grant = ++grants;
        for (uint256 i = 0; i < keys.length; i++) {
            require(keys[i] != address(0) && keys[i] != owner, "A session key must be a key other than the owner");
            sessions[keys[i]] = Session(allowance, start, period, expiry, grant);
        }
        _grantKeys[grant] = keys;
        emit SessionGranted(grant, keys, allowance, start, period, expiry);
    }

    /// Removes the keys of session `grant` (those that did not move to a later session). Owner only.
    function revokeSession(uint64 grant) external onlyOwner {
        address[] storage keys = _grantKeys[grant];
        require(keys.length > 0, "No such session");
        for (uint256 i = 0; i < keys.length; i++) {
            if (sessions[keys[i]].grant == grant) delete sessions[keys[i]];
        }
        delete _grantKeys[grant];
        emit SessionRevoked(grant);
    }

    /// The keys of session `grant` (empty once revoked).
    function sessionKeys(uint64 grant) external view returns (address[] memory) {
        return _grantKeys[grant];
    }

    /// What `key` may still send in period `index` (0 when it has no session).
    function allowanceLeft(address key, uint48 index) external view returns (uint256) {
        Session memory session = sessions[key];
        if (session.grant == 0) return 0;
        return session.allowance - spent[session.grant][index];
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes calldata signature = userOp.signature;
        if (signature.length != SESSION_SIGNATURE_LENGTH || uint8(signature[0]) != SESSION_SIGNATURE)
            return super._validateSignature(userOp, userOpHash);

        address key = address(bytes20(signature[1:21]));
        uint48 index = uint48(bytes6(signature[21:27]));
        Session memory session = sessions[key];
        require(session.grant != 0, "Session key unknown or revoked");
        uint256 value = _nativeTransferValue(userOp.callData);
        uint256 total = spent[session.grant][index] + value;
        require(total <= session.allowance, "Session allowance exceeded for this period");
        spent[session.grant][index] = total;

        uint256 from = uint256(session.start) + uint256(index) * session.period;
        uint256 until = from + session.period - 1;
        if (session.expiry != 0 && session.expiry < until) until = session.expiry;
        require(until <= type(uint48).max && from <= until, "Session period out of range");

        (address signer, ECDSA.RecoverError recoverError,) =
            ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(userOpHash), signature[27:92]);
        bool failed = recoverError != ECDSA.RecoverError.NoError || signer != key;
        return _packValidationData(failed, uint48(until), uint48(from));
    }

    /// A session key may only call `execute(dest, value, "")` to another address: a native transfer.
    function _nativeTransferValue(bytes calldata callData) private view returns (uint256) {
        require(
            callData.length >= 4 && bytes4(callData[:4]) == this.execute.selector,
            "A session key may only send the native token"
        );
        (address dest, uint256 value, bytes memory func) = abi.decode(callData[4:], (address, uint256, bytes));
        require(func.length == 0 && dest != address(this), "A session key may only send the native token");
        return value;
    }
}
