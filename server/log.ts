// A small structured logger. Secrets never reach it: callers pass ids, codes and paths, not bodies.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function createLogger(level: 'silent' | 'info' | 'debug'): Logger {
  const write = (kind: string, message: string, fields?: Record<string, unknown>) => {
    if (level === 'silent') return
    const line = JSON.stringify({ t: new Date().toISOString(), level: kind, message, ...fields })
    if (kind === 'error') console.error(line)
    else console.log(line)
  }
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}

export const silentLogger: Logger = { info: () => {}, error: () => {} }
