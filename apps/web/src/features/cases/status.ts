// Colour of an application status (dictionary stuStatus): admitted (2) and registered (6) are
// good news, abnormal (5), refusal (7) and termination (8) bad, the rest still in progress.
export function statusColor(status: string | null | undefined): 'success' | 'error' | 'processing' {
  if (status === '2' || status === '6') return 'success';
  if (status === '5' || status === '7' || status === '8') return 'error';
  return 'processing';
}
