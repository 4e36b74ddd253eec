export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
}

/** The subset of pino's API the realtime server logs through; a pino logger fits as is. */
export interface RealtimeLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = (): void => {};
export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };
