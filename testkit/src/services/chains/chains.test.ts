import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_HOST, PortInUseError } from '../net'
import artifacts from './artifacts.json' with { type: 'json' }
import {
  ANVIL_MNEMONIC,
  DEV_ACCOUNTS,
  type LocalChains,
  nftAbi,
  PNFT_COLLECTION,
  PTT_TOKEN,
  SEED,
  SWAP_POOL_RESERVES,
  SWAP_SEED_BLOCKS,
  startLocalChains,
  tokenAbi,
  viemChain,
} from './index'
import { contractSourcesHash } from './sources'

const clientFor = (chains: LocalChains, index: number) => {
  const chain = chains.chains[index]!
  return createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl), pollingInterval: 25 })
}

describe('contract artifacts and constants', () => {
  it('artifacts.json was compiled from the current contract sources', () => {
    expect(artifacts.sourcesHash).toBe(contractSourcesHash())
    expect(artifacts.contracts.PorticoTestToken.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(artifacts.contracts.PorticoTestNft.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(artifacts.compiler.settings.optimizer.enabled).toBe(true)
  })

  it('the precomputed dev accounts are those of the anvil mnemonic', () => {
    for (const [index, account] of DEV_ACCOUNTS.entries()) {
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })
})

describe('startLocalChains', () => {
  let chains: LocalChains

  beforeAll(async () => {
    chains = await startLocalChains({
      chains: [
        { chainId: 31337, port: 0 },
        { chainId: 31338, port: 0 },
      ],
      accounts: 12,
    })
  })

  afterAll(async () => {
    await chains?.stop()
  })

  it('describes both chains and the dev accounts', async () => {
    expect(chains.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(chains.accounts).toHaveLength(12)
    expect(chains.accounts.slice(0, 10)).toEqual(DEV_ACCOUNTS)
    // Accounts past the precomputed ten are derived and unlocked in anvil too.
    const nodeAccounts = await createWalletClient({
      transport: http(chains.chains[0]!.rpcUrl),
    }).getAddresses()
    expect(nodeAccounts.map((address) => address.toLowerCase())).toEqual(
      chains.accounts.map((account) => account.address.toLowerCase()),
    )
    for (const chain of chains.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(chain.erc20).toEqual(PTT_TOKEN)
      expect(chain.erc721).toEqual(PNFT_COLLECTION)
    }
  })

  it.each([0, 1])(
    'chain %i answers its chain id and has both contracts at the deterministic addresses',
    async (index) => {
      const client = clientFor(chains, index)
      expect(await client.getChainId()).toBe(chains.chains[index]!.chainId)
      expect(await client.getCode({ address: PTT_TOKEN.address })).toMatch(/^0x[0-9a-f]{100,}$/)
      expect(await client.getCode({ address: PNFT_COLLECTION.address })).toMatch(/^0x[0-9a-f]{100,}$/)
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: PTT_TOKEN.address, abi: erc20Abi, functionName })
      expect(await read('name')).toBe('Portico Test Token')
      expect(await read('symbol')).toBe('PTT')
      expect(await read('decimals')).toBe(18)
      expect(
        await client.readContract({ address: PNFT_COLLECTION.address, abi: erc721Abi, functionName: 'name' }),
      ).toBe('Portico Test NFT')
    },
  )

  it.each([0, 1])('chain %i carries the seed balances and NFTs', async (index) => {
    const client = clientFor(chains, index)
    const ptt = (account: number) =>
      client.readContract({
        address: PTT_TOKEN.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [chains.accounts[account]!.address],
      })
    expect(await ptt(0)).toBe(parseUnits('1000000', 18))
    for (const account of [1, 2, 3, 4]) expect(await ptt(account)).toBe(parseUnits('1000', 18))
    expect(await ptt(5)).toBe(0n)
    expect(
      await client.readContract({ address: PTT_TOKEN.address, abi: erc20Abi, functionName: 'totalSupply' }),
      // The seed mints plus the swap pool's PTT reserve.
    ).toBe(parseUnits(String(1_004_000 + SWAP_POOL_RESERVES.PTT), 18))

    const owner = (tokenId: bigint) =>
      client.readContract({
        address: PNFT_COLLECTION.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
    expect(await owner(1n)).toBe(chains.accounts[0]!.address)
    expect(await owner(2n)).toBe(chains.accounts[0]!.address)
    expect(await owner(3n)).toBe(chains.accounts[1]!.address)
    await expect(owner(4n)).rejects.toThrow()
    // Native balance: 10,000 ETH minus gas for the deployer, untouched for the others.
    expect(await client.getBalance({ address: chains.accounts[5]!.address })).toBe(parseEther('10000'))
    expect(await client.getBlockNumber()).toBe(BigInt(SEED.blocks + SWAP_SEED_BLOCKS))
  })

  it('tokenURI is a data: URI with a name and an SVG image', async () => {
    const uri = (await clientFor(chains, 0).readContract({
      address: PNFT_COLLECTION.address,
      abi: nftAbi,
      functionName: 'tokenURI',
      args: [3n],
    })) as string
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')) as {
      name: string
      image: string
    }
    expect(metadata.name).toBe('Portico Test NFT #3')
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(metadata.image.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('>#3</text>')
  })

  it('transfers tokens and NFTs with standard events, guards minting, and reverts to a snapshot', async () => {
    const chain = chains.chains[1]!
    const client = clientFor(chains, 1)
    const alice = chains.accounts[1]!
    const bob = chains.accounts[6]!
    const wallet = createWalletClient({
      chain: viemChain(chain),
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(alice.privateKey),
    })
    const snapshot = await chains.snapshot()
    expect(snapshot).toHaveLength(2)

    const hash = await wallet.writeContract({
      address: PTT_TOKEN.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, parseUnits('12.5', 18)],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.logs).toHaveLength(1)
    expect(receipt.logs[0]!.topics).toHaveLength(3)
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({
        address: PTT_TOKEN.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balanceOf(bob.address)).toBe(parseUnits('12.5', 18))

    const nftHash = await wallet.writeContract({
      address: PNFT_COLLECTION.address,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [alice.address, bob.address, 3n],
    })
    const nftReceipt = await client.waitForTransactionReceipt({ hash: nftHash })
    expect(nftReceipt.logs.at(-1)!.topics).toHaveLength(4)

    // Only the deployer can mint.
    await expect(
      wallet.writeContract({
        address: PTT_TOKEN.address,
        abi: tokenAbi,
        functionName: 'mint',
        args: [alice.address, 1n],
      }),
    ).rejects.toThrow(/NotMinter|revert/i)

    await chains.revert(snapshot)
    expect(await balanceOf(bob.address)).toBe(0n)
    expect(
      await client.readContract({
        address: PNFT_COLLECTION.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [3n],
      }),
    ).toBe(alice.address)
    await expect(chains.revert(['0x1'])).rejects.toThrow(/snapshot ids/)
  })
})

describe('ports and shutdown', () => {
  it('a busy fixed port is a PortInUseError naming the chain B env var, and nothing is left running', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, LOCAL_HOST, resolve))
    const busyPort = (blocker.address() as { port: number }).port
    try {
      const attempt = startLocalChains({
        chains: [
          { chainId: 31337, port: 0 },
          { chainId: 31338, port: busyPort },
        ],
      })
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError)
      await expect(attempt).rejects.toThrow(/PORTICO_CHAIN_B_PORT/)
      await expect(attempt).rejects.toThrow(new RegExp(`:${busyPort}`))
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('stop() ends anvil, frees the port and can be called twice', async () => {
    const chains = await startLocalChains({ chains: [{ chainId: 31339, port: 0 }], accounts: 5 })
    const { rpcUrl } = chains.chains[0]!
    expect(await clientFor(chains, 0).getChainId()).toBe(31339)
    await chains.stop()
    await chains.stop()
    await expect(
      fetch(rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' }),
    ).rejects.toThrow()
    // The same port can be bound again right away.
    const port = Number(new URL(rpcUrl).port)
    const again = await startLocalChains({ chains: [{ chainId: 31339, port }], accounts: 1 })
    try {
      expect(again.chains[0]!.rpcUrl).toBe(rpcUrl)
      // With a single account only the deployer is seeded.
      expect(again.accounts).toHaveLength(1)
    } finally {
      await again.stop()
    }
  })

  it('anvil dies with its parent process, even on SIGKILL', async () => {
    const script = fileURLToPath(new URL('./hold-chain.fixture.ts', import.meta.url))
    const parent = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const rpcUrl = await new Promise<string>((resolve, reject) => {
        let output = ''
        parent.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const match = /RPC (\S+)/.exec(output)
          if (match) resolve(match[1]!)
        })
        parent.once('exit', () => reject(new Error(`parent exited early: ${output}`)))
      })
      const chainId = () =>
        fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        }).then(async (response) => ((await response.json()) as { result: string }).result)
      expect(await chainId()).toBe('0x7a6c')
      parent.kill('SIGKILL')
      const deadline = Date.now() + 5000
      let alive = true
      while (alive && Date.now() < deadline) {
        alive = await chainId().then(
          () => true,
          () => false,
        )
        if (alive) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(alive).toBe(false)
    } finally {
      parent.kill('SIGKILL')
    }
  })
})
