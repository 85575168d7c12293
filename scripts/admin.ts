/**
 * Administrator tasks from the shell, for when the password is forgotten:
 *
 *   npm run admin -- set-password [--username NAME] [--generate]
 *
 * Asks for the new password (twice, not echoed), or generates one with --generate,
 * and signs out every session. Uses the same configuration as the server
 * (DATA_DIR or DATABASE_URL). With the embedded database, stop the server first:
 * two processes must not open the same database files.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { MIN_PASSWORD_LENGTH } from "../common/schemas/auth.ts";
import { generatePassword } from "../server/auth/password.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createServices } from "../server/services/index.ts";

function usage(): never {
  console.error("Usage: npm run admin -- set-password [--username NAME] [--generate]");
  process.exit(2);
}

/** Asks questions on one readline interface, not echoing the answers on a terminal. */
function createPrompt() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  rl.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  return {
    ask(question: string): Promise<string> {
      muted = false;
      process.stdout.write(question);
      muted = true;
      const buffered = lines.shift();
      if (buffered !== undefined) return Promise.resolve(buffered);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write("\n");
    },
  };
}

const [command, ...rest] = process.argv.slice(2);
if (command !== "set-password") usage();
const usernameIndex = rest.indexOf("--username");
const username = usernameIndex >= 0 ? rest[usernameIndex + 1] : undefined;
if (usernameIndex >= 0 && !username) usage();

let password: string;
if (rest.includes("--generate")) {
  password = generatePassword();
} else {
  const prompt = createPrompt();
  password = await prompt.ask("New admin password: ");
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`\nThe password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(1);
  }
  const repeated = await prompt.ask("\nRepeat it: ");
  prompt.close();
  if (repeated !== password) {
    console.error("\nThe two passwords do not match.");
    process.exit(1);
  }
  console.log();
}

// The environment's ADMIN_* would reset the admin again at the next start; ignore them here.
const config = loadConfig({ ...process.env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "", LOG_LEVEL: "silent" });
const database = await openDatabase(
  config.databaseUrl ? { driver: "postgres", url: config.databaseUrl } : { driver: "pglite", dataDir: config.dataDir },
);
const services = createServices({ config, database });
try {
  const name = await services.auth.resetPassword(password, username);
  console.log(`Password set for admin "${name}". Every session has been signed out.`);
  if (rest.includes("--generate")) console.log(`New password: ${password}`);
} finally {
  await services.close();
  await database.close();
}
