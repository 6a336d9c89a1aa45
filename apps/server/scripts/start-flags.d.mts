/** The node flags of the server's start script. */
export function startFlags(): string[];
