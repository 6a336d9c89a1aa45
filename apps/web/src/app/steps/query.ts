// See steps/react.ts.
export { QueryClient } from '@tanstack/react-query';
