import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** The site binary the specs run (built by `make bin/site`). */
export const siteBinary = fileURLToPath(new URL("../../bin/site", import.meta.url));

/** A mail as the SMTP sink received it. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** MailSink is a real SMTP server on loopback that keeps what it receives. */
export interface MailSink {
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback, as the site's smtp://…?tls=none allows.
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            replyTo: parsed.replyTo?.text ?? "",
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => ok());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", () => ok()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** LeadSite is a site of its own for a spec that needs flags the shared
 * server lacks (mail to the sink), with its own database. */
export interface LeadSite {
  url: string;
  database: string;
  mail: MailSink;
  /** What the server printed on stdout so far, line by line. */
  stdout: string[];
  stop: () => Promise<void>;
}

/** startLeadSite starts the binary with its own database and mail sink;
 * extraArgs adds flags (the back office's specs pass a TOTP key). host names
 * the site in its URL and -base-url: passkeys need "localhost", as browsers
 * refuse an IP address as a WebAuthn relying party. */
export async function startLeadSite(extraArgs: string[] = [], host = "127.0.0.1"): Promise<LeadSite> {
  const mail = await startMailSink();
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-leads-"));
  const database = join(dir, "site.db");
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const child: ChildProcess = spawn(
    siteBinary,
    ["-addr", `127.0.0.1:${port}`, "-base-url", url, "-database", database, "-smtp-url", `smtp://127.0.0.1:${mail.port}?tls=none`, "-log-level", "warn", ...extraArgs],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const stdout: string[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString("utf8")).split("\n");
    rest = lines.pop() ?? "";
    stdout.push(...lines);
  });
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  };
  // Wait for /healthz, bounded.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`site did not start on ${url}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return { url, database, mail, stdout, stop };
}
