import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A wrong command line: the usage is printed and the command exits with 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool's `main` and exits with its status: 2 and the usage for a wrong command line, 1 and a
 * plain message for an error the tool expects (`expected`: bad input, an unreachable store), 1 and the stack for
 * anything else, since that one is a bug to report.
 */
export function runCommand(
  main: () => Promise<number>,
  options: { failure: string; expected: (error: unknown) => boolean },
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
      const text = options.expected(error)
        ? (error as Error).message
        : String((error as Error)?.stack ?? error);
      process.stderr.write(`\n${options.failure}: ${text}\n`);
      process.exit(1);
    },
  );
}

/**
 * The command line as node:util's parseArgs reads it, or null when it refuses it (an option it does not know, a
 * typo, --help): then the reason and the usage are on stderr, not a stack trace, and the command exits with 2.
 */
export function readCommandLine<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return null;
  }
}
