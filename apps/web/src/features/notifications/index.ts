// The notifications feature: the bell for the portal header (desktop and phone) and the console's.
export { NoticeBell, type NoticeBellProps } from './components/NoticeBell';
