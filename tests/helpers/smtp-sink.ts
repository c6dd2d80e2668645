import { createServer, type AddressInfo, type Socket } from 'node:net';

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: ReceivedAttachment[];
  /** When the sink took it (Date.now()). */
  receivedAt: number;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): Buffer {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** Undoes a header's encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')).toString('utf8'),
    );
}

type Part = { headers: (name: string) => string; body: string };

function splitPart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { headers, body };
}

function decodeBody(part: Part): Buffer {
  const encoding = part.headers('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body, 'utf8');
}

/** The leaf parts of a MIME message, depth first, as nodemailer nests them. */
function leaves(part: Part): Part[] {
  const type = part.headers('Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, ''))));
}

/** The subject, text, html and attachments of a message as nodemailer writes it. */
function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'receivedAt'> {
  const message = splitPart(raw);
  let text = '';
  let html: string | null = null;
  const attachments: ReceivedAttachment[] = [];
  for (const part of leaves(message)) {
    const type = part.headers('Content-Type');
    const disposition = part.headers('Content-Disposition');
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    const content = decodeBody(part);
    if (filename) {
      attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content });
    } else if (/^text\/html/i.test(type)) html = content.toString('utf8');
    else if (!text) text = content.toString('utf8').replace(/\r\n/g, '\n');
  }
  return { subject: decodeHeader(message.headers('Subject')), text, html, attachments };
}

/**
 * A local SMTP server that accepts every message and keeps it, for tests of what travellers
 * receive by e-mail. Plain SMTP without extensions (no STARTTLS, no AUTH): enough for nodemailer.
 * `next()` resolves with the next message received.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A sender that dies mid-message (a server killed) resets its connection: that message is lost.
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const mail = { ...envelope, ...parseMessage(data), receivedAt: Date.now() };
            data = '';
            received.push(mail);
            waiting.shift()?.(mail);
            reply('250 kept');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          envelope = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message this sink receives. */
    next: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
