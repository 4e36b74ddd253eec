// Fails fast, naming every bad variable, before any server starts.
import { parseEnv, EnvError } from '../src/lib/env';

try {
  parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
