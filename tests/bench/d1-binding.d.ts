// The Workers runtime declares D1's binding globally for functions/ (functions/worker-configuration.d.ts,
// which does not mix with Node's and the DOM's types). A bench here that drives a function's
// service in Node through wrangler's local D1 (council-radar-d1.ts) needs only the part they call.
declare global {
  interface D1Meta {
    readonly changes: number;
    readonly size_after: number;
    readonly [key: string]: unknown;
  }
  interface D1Result<T = Record<string, unknown>> {
    readonly results: T[];
    readonly success: boolean;
    readonly meta: D1Meta;
  }
  interface D1PreparedStatement {
    bind(...values: unknown[]): D1PreparedStatement;
    first<T = Record<string, unknown>>(column?: string): Promise<T | null>;
    all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
    run<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  }
  interface D1Database {
    prepare(query: string): D1PreparedStatement;
    batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
  }
}

export {};
