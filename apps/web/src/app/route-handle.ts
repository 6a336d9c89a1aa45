// What a page route tells the layouts (react-router's `handle`): kept apart from routes.tsx so the
// layouts that read it and the route table that imports the layouts do not import each other.
export interface RouteHandle {
  /** The page draws its own frame (login, register, reset): no header, footer or floating tools. */
  standalone?: boolean;
}
