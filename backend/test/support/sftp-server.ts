import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo, Server } from 'node:net';
import ssh2 from 'ssh2';

/** A file on the server: its content, and the size STAT states (a file cut short states more than it gives). */
export interface RemoteFile {
  data: Buffer;
  statedSize?: number;
  /** Answers the first read, then never again: the client must give up. */
  stall?: boolean;
  /** Bytes of it the server has sent so far (READ answers), counted by the server. */
  served?: number;
}

export interface SftpServerOptions {
  username: string;
  password: string;
  /** The OpenSSH public key whose private key is also let in. */
  publicKey: string;
  /** Path → file, read at each request (tests may change it between runs). */
  files: Record<string, RemoteFile>;
  /** Paths that STAT as folders. */
  folders?: string[];
  /** The server's host private key (OpenSSH); a fresh ed25519 key unless given. */
  hostKey?: string;
}

export interface SftpServer {
  port: number;
  /** How many clients have connected so far. */
  connections(): number;
  close(): Promise<void>;
}

const { STATUS_CODE } = ssh2.utils.sftp;

/**
 * A supplier's SFTP server in this process (ssh2's Server) on 127.0.0.1 and a free port: password or
 * public-key sign-in for one user, and just the requests a download makes (STAT, OPEN, READ, CLOSE).
 */
export async function startSftpServer(options: SftpServerOptions): Promise<SftpServer> {
  const allowedKey = ssh2.utils.parseKey(options.publicKey) as ssh2.ParsedKey;
  let connections = 0;
  const hostKey = options.hostKey ?? ssh2.utils.generateKeyPairSync('ed25519').private;
  const server = new ssh2.Server({ hostKeys: [hostKey] }, (client) => {
    connections += 1;
    client
      .on('authentication', (context) => {
        if (context.username !== options.username) return context.reject();
        if (context.method === 'password' && context.password === options.password) return context.accept();
        if (
          context.method === 'publickey' &&
          context.key.algo === allowedKey.type &&
          timingSafeEqual(context.key.data, allowedKey.getPublicSSH()) &&
          (!context.signature || allowedKey.verify(context.blob!, context.signature, context.hashAlgo) === true)
        )
          return context.accept();
        context.reject();
      })
      .on('ready', () =>
        client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveFiles(acceptSftp(), options))),
      )
      .on('error', () => {}); // clients hanging up mid-transfer are part of the tests
  });
  const listening = server as unknown as Server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return {
    port: (listening.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function serveFiles(sftp: ssh2.SFTPWrapper, { files, folders = [] }: SftpServerOptions) {
  const open = new Map<string, string>();
  const attrs = (size: number, mode: number) => ({ mode, uid: 0, gid: 0, size, atime: 0, mtime: 0 });
  const stat = (reqid: number, path: string) => {
    if (folders.includes(path)) return sftp.attrs(reqid, attrs(0, 0o040755));
    const file = files[path];
    if (!file) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
    sftp.attrs(reqid, attrs(file.statedSize ?? file.data.length, 0o100644));
  };
  sftp
    .on('STAT', stat)
    .on('LSTAT', stat)
    .on('FSTAT', (reqid, handle) => stat(reqid, open.get(handle.toString())!))
    .on('OPEN', (reqid, path) => {
      if (!files[path]) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
      const handle = String(open.size + 1);
      open.set(handle, path);
      sftp.handle(reqid, Buffer.from(handle));
    })
    .on('READ', (reqid, handle, offset, length) => {
      const file = files[open.get(handle.toString())!];
      if (file.stall && offset > 0) return;
      if (offset >= file.data.length) return sftp.status(reqid, STATUS_CODE.EOF);
      const chunk = file.data.subarray(offset, offset + length);
      file.served = (file.served ?? 0) + chunk.length;
      sftp.data(reqid, chunk);
    })
    .on('CLOSE', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
}
