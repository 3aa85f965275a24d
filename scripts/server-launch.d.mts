export declare const SERVER_NODE_ARGS: string[];
export declare const SERVER_ENV: Record<string, string>;
