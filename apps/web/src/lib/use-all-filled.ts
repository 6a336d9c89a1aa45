import { Form, type FormInstance } from 'antd';

/** True when every named field holds a non-blank value (buttons stay disabled until then). */
export function useAllFilled<T extends object>(form: FormInstance<T>, names: readonly (keyof T & string)[]): boolean {
  return !!Form.useWatch(
    (values: T) =>
      names.every((n) => {
        const v = (values as Record<string, unknown>)[n];
        return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null;
      }),
    form,
  );
}
