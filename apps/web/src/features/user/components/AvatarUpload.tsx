// Avatar: checked before upload (avatar-rules), uploaded, saved with updateAvatar, then fresh user info.
import { useState } from 'react';
import { Avatar, Spin, Upload, type UploadProps } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoKey } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { updateAvatar, uploadAvatarImage } from '../api/profile';
import { AVATAR_ACCEPT, AVATAR_LIMIT, avatarProblem } from '../avatar-rules';

export function AvatarUpload({ src, size = 88 }: { src: string | null; size?: number }) {
  const { t } = useTranslation('user');
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (problem === 'type') toast.error(rules.text('fileType'));
    if (problem === 'size') toast.error(t('avatar.tooLarge', { size: AVATAR_LIMIT.maxBytes / 1024 }));
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy(true);
    try {
      const { imgPath } = await uploadAvatarImage(file as Blob);
      await updateAvatar(imgPath);
      await queryClient.invalidateQueries({ queryKey: userInfoKey });
      toast.success(t('avatar.updated'));
      onSuccess?.({ imgPath });
    } catch (e) {
      onError?.(e as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept={AVATAR_ACCEPT}
      showUploadList={false}
      maxCount={1}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={busy}
    >
      <button type="button" className="avatar-upload" aria-label={t('avatar.change')} disabled={busy}>
        <Spin spinning={busy}>
          <Avatar size={size} src={src || undefined} icon={<UserOutlined />} />
        </Spin>
        <span className="avatar-upload__badge">
          <CameraOutlined />
        </span>
      </button>
    </Upload>
  );
}
