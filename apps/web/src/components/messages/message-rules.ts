// What a message may hold before it is sent (spec 001 section 5 'Messages'), from the shared rules
// the server applies too (MESSAGE_RULES): at most 1,000 characters of text, counted as the server
// counts them (code points, tags aside; the excess is cut with 'exceeds character limit'), at most
// 5 files of the message formats (case-insensitive) within the upload size limit.
import { MESSAGE_RULES, UPLOAD_LIMITS, isMessageFileName, type MessageKey } from '@portal/shared';

export const MSG_MAX_CHARS = MESSAGE_RULES.maxChars;
export const MSG_MAX_FILES = MESSAGE_RULES.maxFiles;

/** The accept attribute of the file input: the formats the check lets through. */
export const MESSAGE_ACCEPT = MESSAGE_RULES.extensions.map((e) => `.${e}`).join(',');

/** A stored file of a message being written: what addLeaveMsg takes, and its route for the link. */
export interface MessageFile {
  fileNameAfter: string;
  fileName: string;
  fileRoute: string;
}

/**
 * The shared message key refusing a file, or null when it may be added. `already`: the files
 * attached or uploading, plus those of the same pick let through before this one.
 */
export function checkMessageFile(file: { name: string; size: number }, already: number): MessageKey | null {
  if (already >= MSG_MAX_FILES) return 'msgFileCount';
  if (!isMessageFileName(file.name)) return 'msgFileType';
  if (file.size > UPLOAD_LIMITS.message.maxBytes) return 'fileSize15';
  return null;
}

/**
 * Where a text must be cut to keep `limit` characters (code points, as the server counts): the
 * offset in UTF-16 units, never inside a character written as two units.
 */
export function cutOffset(text: string, limit: number): number {
  let units = 0;
  let points = 0;
  for (const ch of text) {
    if (points === limit) return units;
    units += ch.length;
    points += 1;
  }
  return text.length;
}

/** Characters of a text as the limit counts them. */
export const charCount = (text: string) => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};
