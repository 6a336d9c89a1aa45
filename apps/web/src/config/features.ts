// Features that exist in the spec but not yet in the portal. An entry point of such a feature is
// not drawn at all while its flag is off: no "coming soon" stubs on the main paths. The feature's
// own work turns its flag on once its screens exist.
export interface Features {
  /**
   * Online consultation (spec 000 screens 13 and 14: the consult buttons of universities and majors,
   * 'ask now' on /majors, the services cards, the floating service button and the consultation
   * form beside cases and articles). On since issue 13 built them (lib/consult, features/consult).
   */
  consultation: boolean;
}

export const FEATURES: Readonly<Features> = { consultation: true };
