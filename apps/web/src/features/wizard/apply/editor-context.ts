// What the school and course cards share inside one editor (the wizard step or the add-apply page).
import { createContext, useContext } from 'react';
import type { FormInstance } from 'antd';

export interface EditorValue {
  form: FormInstance;
  countryId: string | null;
  stuId: number;
  /** The country needs the course link (professionalLink). */
  linkRequired: boolean;
  /** uniIds stored for the student: their cards are saved (deleting asks first). */
  stored: ReadonlySet<number>;
  /** Schools stored beside this list and counted towards the five (the add-apply page). */
  alsoStored: number;
  /** uniIds stored beside this list that a pick may not repeat (add-apply: the saved schools). */
  takenUniIds: readonly number[];
  disabled: boolean;
  mobile: boolean;
  courseTypes: { value: string; label: string }[];
  courseAges: { value: string; label: string }[];
  dictLoading: boolean;
  /** Report a change made by code (setFieldValue does not run the form's onValuesChange). */
  touch(): void;
}

export const EditorContext = createContext<EditorValue | null>(null);

export function useEditor(): EditorValue {
  const v = useContext(EditorContext);
  if (!v) throw new Error('useEditor outside ApplyEditor');
  return v;
}
