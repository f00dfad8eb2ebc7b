// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC721TokenReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title Portico Test NFT (PNFT)
/// @notice A minimal ERC-721 for the Portico playground chains. Token ids start at 1 and are
///         minted by the deployer. `tokenURI` returns a self-contained data: URI (JSON with a
///         name and an SVG image), so nothing is fetched from outside.
contract PorticoTestNft {
    string public constant name = "Portico Test NFT";
    string public constant symbol = "PNFT";

    address public immutable minter;
    uint256 public totalSupply;

    mapping(uint256 => address) private _ownerOf;
    mapping(address => uint256) private _balanceOf;
    mapping(uint256 => address) private _approved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter();
    error ZeroAddress();
    error NoSuchToken(uint256 tokenId);
    error NotAuthorized();
    error WrongFrom();
    error UnsafeRecipient();

    bytes internal constant BASE64_TABLE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    constructor() {
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ZeroAddress();
        return _balanceOf[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _ownerOf[tokenId];
        if (owner == address(0)) revert NoSuchToken(tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approved[tokenId];
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAuthorized();
        _approved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function mint(address to) external returns (uint256 tokenId) {
        if (msg.sender != minter) revert NotMinter();
        if (to == address(0)) revert ZeroAddress();
        tokenId = ++totalSupply;
        _ownerOf[tokenId] = to;
        unchecked {
            _balanceOf[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongFrom();
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender] && msg.sender != _approved[tokenId]) {
            revert NotAuthorized();
        }
        delete _approved[tokenId];
        unchecked {
            _balanceOf[from] -= 1;
            _balanceOf[to] += 1;
        }
        _ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721TokenReceiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IERC721TokenReceiver.onERC721Received.selector) revert UnsafeRecipient();
        }
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _decimal(tokenId);
        string memory hue = _decimal((tokenId * 47) % 360);
        bytes memory svg = abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" rx="24" fill="hsl(',
            hue,
            ',70%,50%)"/><text x="128" y="150" font-family="sans-serif" font-size="64" ',
            'text-anchor="middle" fill="#ffffff">#',
            id,
            "</text></svg>"
        );
        bytes memory json = abi.encodePacked(
            '{"name":"Portico Test NFT #',
            id,
            '","description":"A test collectible on the Portico playground chain.","image":"data:image/svg+xml;base64,',
            _base64(svg),
            '"}'
        );
        return string(abi.encodePacked("data:application/json;base64,", _base64(json)));
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) {
            digits++;
        }
        bytes memory out = new bytes(digits);
        while (value != 0) {
            digits--;
            out[digits] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(out);
    }

    function _base64(bytes memory data) private pure returns (string memory) {
        uint256 length = data.length;
        if (length == 0) return "";
        bytes memory table = BASE64_TABLE;
        bytes memory out = new bytes(4 * ((length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < length) chunk |= uint256(uint8(data[i + 2]));
            out[j++] = table[(chunk >> 18) & 63];
            out[j++] = table[(chunk >> 12) & 63];
            out[j++] = i + 1 < length ? table[(chunk >> 6) & 63] : bytes1("=");
            out[j++] = i + 2 < length ? table[chunk & 63] : bytes1("=");
        }
        return string(out);
    }
}
