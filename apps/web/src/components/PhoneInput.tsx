// Mainland mobile number shown 3-4-4 while typing ('138 0013 8000'); spaces are stripped when sent.
import { Input, type InputProps } from 'antd';
import { formatPhone344 } from '@portal/shared';

type Props = Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void };

export function PhoneInput({ value, onChange, ...rest }: Props) {
  return (
    <Input
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="tel"
      maxLength={13}
      onChange={(e) => onChange?.(formatPhone344(e.target.value))}
    />
  );
}
