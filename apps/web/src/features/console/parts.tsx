// What the workbench shows from other features, handed in by the app layer (app/console), since a
// feature imports no other feature: the read-only sections of a student file (as on /applyDetail)
// and the notice bell.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { StudentDraft } from '@portal/shared';

export interface FileSectionsProps {
  draft: StudentDraft;
  /** Drawn in the card section's header (the reveal button). */
  cardExtra?: ReactNode;
  /** Sections left out because the workbench draws its own (attachments, with previews). */
  skip?: readonly 'attachments'[];
}

export interface ConsoleParts {
  FileSections: ComponentType<FileSectionsProps>;
  NoticeBell?: ComponentType;
}

const PartsContext = createContext<ConsoleParts | null>(null);

export function ConsolePartsProvider({ parts, children }: { parts: ConsoleParts; children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

export function useConsoleParts(): ConsoleParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('ConsolePartsProvider missing');
  return parts;
}
