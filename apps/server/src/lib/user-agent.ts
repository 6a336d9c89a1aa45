// A short name for the device behind a session (browser and system), for the list of one's own
// sessions. Only the common families are told apart; anything else is 'other'.
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/\bQQ\//i, 'QQ'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function deviceOf(ua: string | null | undefined): { browser: string; system: string } {
  const s = ua ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(s))?.[1] ?? 'other',
    system: SYSTEMS.find(([re]) => re.test(s))?.[1] ?? 'other',
  };
}
