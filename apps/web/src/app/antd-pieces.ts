// The lazy imports of the antd pieces the app's start and its layouts draw on demand: the login
// dialog, the consultation dialogs, the signed-in end of the header and the phone's notice bell.
// Like antd-pages.ts, each names the dozens of antd chunks its piece needs (to fetch them at once),
// a list the first load would otherwise carry; this module is fetched with the first of these
// pieces (at once when a session may exist, app/antd-piece.ts).
export const antdPieces = {
  loginDialog: () => import('../features/auth/components/LoginDialog'),
  consultDialogs: () => import('../features/consult/ConsultDialogs'),
  signedInArea: () => import('./layouts/SignedInArea'),
  noticeBell: () => import('../features/notifications/components/NoticeBell'),
};

export type AntdPiece = keyof typeof antdPieces;
