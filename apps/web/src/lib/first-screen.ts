// What a page's first screen reads, for the server's rendering of it (src/ssr): the queries the
// page's first render asks for, with the same keys and calls as its hooks. The server fetches them
// before drawing the page and hands the answers over, so the browser's first render (hydration)
// finds them and draws the same page. Null: the address cannot be drawn by the server (the browser
// then draws the page as usual).
import type { FetchQueryOptions } from '@tanstack/react-query';

// The answers' and keys' types differ from query to query; the server only fetches and hands them over.
export type FirstScreenQuery = FetchQueryOptions<any, Error, any, any>;

export type FirstScreenQueries = (params: URLSearchParams) => readonly FirstScreenQuery[] | null;
