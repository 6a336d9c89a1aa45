// The workbench's root (a lazy chunk of its own): the console feature's layout with what it shows
// from other features, composed here since a feature imports no other feature: the read-only
// sections of a student file (applications) and the notice bell (notifications).
import { NoticeBell } from '../../features/notifications';
import { ConsolePartsProvider, type ConsoleParts } from '../../features/console/parts';
import ConsoleLayout from '../../features/console/layout/ConsoleLayout';
import { FileSections } from './FileSections';

const CONSOLE_QUERIES = [['console']] as const;

/** A new notice (a student wrote, a file was assigned) refreshes the queue and the open file. */
function ConsoleBell() {
  return <NoticeBell refreshOnNew={CONSOLE_QUERIES} />;
}

const parts: ConsoleParts = { FileSections, NoticeBell: ConsoleBell };

export default function ConsoleRoot() {
  return (
    <ConsolePartsProvider parts={parts}>
      <ConsoleLayout />
    </ConsolePartsProvider>
  );
}
