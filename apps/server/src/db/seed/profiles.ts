// University profiles of the demo catalogue and the faculty kinds each profile may have, so the
// generated faculties fit the school (no music school at Imperial College London, no medicine at a
// business school). The profile is read from the English name, with a short list of overrides
// where the name says too little or misleads.
import type { UniversitySeed } from './universities';
import { COMMUNITY_COLLEGES } from './universities';

export type UniversityProfile = 'comprehensive' | 'technical' | 'business' | 'social' | 'arts' | 'medical' | 'agricultural' | 'college';

/** Keys of FACULTIES in programmes.ts. */
export type FacultyKey =
  | 'business'
  | 'economics'
  | 'engineering'
  | 'computing'
  | 'science'
  | 'health'
  | 'law'
  | 'education'
  | 'arts_humanities'
  | 'social_sciences'
  | 'media'
  | 'architecture_design'
  | 'agriculture_environment'
  | 'music_performing_arts';

export interface ProfileRule {
  /** Every school of the profile has these. */
  core: readonly FacultyKey[];
  /** Some of these are added at random. */
  optional: readonly FacultyKey[];
  /** How many faculties in all, at most (core included). */
  max: number;
}

const ALL: readonly FacultyKey[] = [
  'business',
  'economics',
  'engineering',
  'computing',
  'science',
  'health',
  'law',
  'education',
  'arts_humanities',
  'social_sciences',
  'media',
  'architecture_design',
  'agriculture_environment',
  'music_performing_arts',
];

export const PROFILE_RULES: Record<UniversityProfile, ProfileRule> = {
  // A full university: a broad spread, music and performing arts only now and then (see chooseFaculties).
  comprehensive: {
    core: ['business', 'science', 'arts_humanities'],
    optional: ALL.filter((k) => !['business', 'science', 'arts_humanities'].includes(k)),
    max: 9,
  },
  technical: {
    core: ['engineering', 'computing', 'science'],
    optional: ['business', 'economics', 'architecture_design', 'agriculture_environment', 'health'],
    max: 6,
  },
  business: { core: ['business', 'economics'], optional: ['law', 'social_sciences', 'computing', 'media'], max: 4 },
  social: { core: ['social_sciences', 'economics'], optional: ['law', 'business', 'arts_humanities', 'media'], max: 5 },
  arts: { core: ['arts_humanities', 'architecture_design', 'media'], optional: ['music_performing_arts', 'education'], max: 5 },
  medical: { core: ['health'], optional: ['science', 'social_sciences'], max: 3 },
  agricultural: { core: ['agriculture_environment', 'science'], optional: ['economics', 'engineering', 'business', 'health'], max: 4 },
  // Community colleges and polytechnics: applied diplomas and bachelor's degrees (see programmesFor).
  college: { core: ['business', 'computing'], optional: ['engineering', 'health', 'media', 'architecture_design'], max: 5 },
};

/** Schools whose English name does not tell their profile. */
const OVERRIDES: Record<string, UniversityProfile> = {
  'Imperial College London': 'technical',
  'Massachusetts Institute of Technology': 'technical',
  'California Institute of Technology': 'technical',
  'Carnegie Mellon University': 'comprehensive',
  'Cranfield University': 'technical',
  'ETH Zurich': 'technical',
  'KTH Royal Institute of Technology': 'technical',
  'Chalmers University of Technology': 'technical',
  CentraleSupélec: 'technical',
  'INSA Lyon': 'technical',
  'Multimedia University': 'technical',
  'Nanyang Technological University': 'comprehensive',
  'Queensland University of Technology': 'comprehensive',
  'University of Technology Sydney': 'comprehensive',
  'Auckland University of Technology': 'comprehensive',
  'Technological University Dublin': 'comprehensive',
  'Universiti Teknologi MARA': 'comprehensive',
  'Toronto Metropolitan University': 'comprehensive',
  'London School of Economics and Political Science': 'social',
  'Sciences Po': 'social',
  'SOAS University of London': 'social',
  'Singapore University of Social Sciences': 'social',
  'University of the Arts London': 'arts',
  'Royal College of Art': 'arts',
  'Goldsmiths, University of London': 'arts',
  'London School of Hygiene & Tropical Medicine': 'medical',
  'RCSI University of Medicine and Health Sciences': 'medical',
  'Karolinska Institutet': 'medical',
  'Semmelweis University': 'medical',
  'University of Veterinary Medicine Budapest': 'agricultural',
  'Wageningen University & Research': 'agricultural',
  'Lincoln University': 'agricultural',
  'Swedish University of Agricultural Sciences': 'agricultural',
  'Norwegian University of Life Sciences': 'agricultural',
  'Hungarian University of Agriculture and Life Sciences': 'agricultural',
  'Singapore Management University': 'business',
  'University of St. Gallen': 'business',
  'Corvinus University of Budapest': 'business',
  INSEAD: 'business',
  'HEC Paris': 'business',
  'École Polytechnique': 'technical',
  'École Polytechnique Fédérale de Lausanne': 'technical',
  'Humber Polytechnic': 'college',
};

const TECHNICAL = /\b(Technology|Technical|Technische|Technological|Polytechnic|Teknologi)\b/i;
const BUSINESS = /\b(Business|Economics|Management)\b/i;

export function profileOf(u: Pick<UniversitySeed, 'uniEnName'>): UniversityProfile {
  const name = u.uniEnName;
  if (OVERRIDES[name]) return OVERRIDES[name];
  if (COMMUNITY_COLLEGES.includes(name)) return 'college';
  if (TECHNICAL.test(name)) return 'technical';
  if (BUSINESS.test(name)) return 'business';
  return 'comprehensive';
}

/** Faculty kinds a school of the profile may have. */
export function allowedFaculties(profile: UniversityProfile): Set<FacultyKey> {
  const r = PROFILE_RULES[profile];
  return new Set([...r.core, ...r.optional]);
}

/**
 * The faculties of one school: the profile's core ones, then optional ones at random up to a size
 * between the core and the profile's maximum. Comprehensive universities rarely have a music
 * school (about one in four), as in life.
 */
export function chooseFaculties(profile: UniversityProfile, rnd: () => number): FacultyKey[] {
  const r = PROFILE_RULES[profile];
  const size = Math.min(r.max, r.core.length + Math.floor(rnd() * (r.max - r.core.length + 1)));
  const optional = r.optional
    .filter((k) => !(profile === 'comprehensive' && k === 'music_performing_arts' && rnd() >= 0.25))
    .map((k) => ({ k, w: rnd() }))
    .sort((a, b) => a.w - b.w)
    .map((x) => x.k);
  return [...r.core, ...optional.slice(0, Math.max(0, size - r.core.length))];
}
