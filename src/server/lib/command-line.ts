/** The options of our command lines (seed, bench), read by node:util's parseArgs with our messages. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** parseArgs's errors as one line naming the argument, thrown as `ErrorType`. */
export function parseCommandLine<const T extends OptionsConfig>(argv: readonly string[], options: T, ErrorType: new (message: string) => Error) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const named = /'(-[^ ']+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new ErrorType(`Unknown argument: ${named}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new ErrorType(`Unknown argument: ${/'([^']*)'/.exec(message)?.[1] ?? ''}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('argument missing')) throw new ErrorType(`${named} needs a value`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('does not take an argument')) throw new ErrorType(`${named} takes no value`);
    if (code?.startsWith('ERR_PARSE_ARGS_')) throw new ErrorType(message.replace(/\s*\n\s*/g, ' '));
    throw error;
  }
}

/** The value of a string option, refusing an empty one ('--scale='). */
export function nonEmpty(flag: string, value: string | undefined, ErrorType: new (message: string) => Error): string | undefined {
  if (value === '') throw new ErrorType(`${flag} needs a value`);
  return value;
}
