// The files of a message, each a link to its route (served to the file's owner and staff only).
import { PaperClipOutlined } from '@ant-design/icons';
import type { LeaveMsgFile } from '../../lib/messages';
import { safeHref } from './message-html';

export function MessageFileLinks({ files }: { files: readonly Partial<LeaveMsgFile>[] | null | undefined }) {
  if (!files?.length) return null;
  return (
    <ul className="msg-files-list">
      {files.map((f, i) => {
        const href = safeHref(f.fileRoute || f.url || null);
        const name = f.fileName || f.name || f.fileNameAfter || '-';
        return (
          <li key={`${f.fileNameAfter ?? ''}-${i}`}>
            <PaperClipOutlined aria-hidden="true" />
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ) : (
              <span>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
