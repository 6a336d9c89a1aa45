// One payment QR code: its content (the payment URL) from /admin/pay/transaction, drawn with the
// `qrcode` package, which is loaded only when a code is drawn. On a phone the URL is also a link
// (the QR code cannot be scanned by the phone showing it).
import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { AlipayCircleFilled, ExportOutlined, WechatFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { payQrContent, type PayType } from '../api/contract';

async function drawQr(text: string, size: number): Promise<string> {
  const mod = await import('qrcode');
  // A CommonJS package: its functions are on the namespace or on its default export.
  const toDataURL = mod.toDataURL ?? (mod as unknown as { default: typeof mod }).default.toDataURL;
  return toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

export function PayQr({ orderNo, payType, size, showLink }: { orderNo: string; payType: PayType; size: number; showLink: boolean }) {
  const { t } = useTranslation('contract');
  const content = useQuery({
    queryKey: ['contract', 'pay-qr', orderNo, payType],
    queryFn: () => payQrContent(orderNo, payType),
    staleTime: 60_000,
    retry: 1,
  });
  const [img, setImg] = useState<{ text: string; src: string } | null>(null);
  const text = content.data;
  useEffect(() => {
    if (!text) return;
    let live = true;
    drawQr(text, size * 2).then(
      (src) => live && setImg({ text, src }),
      () => live && setImg(null),
    );
    return () => {
      live = false;
    };
  }, [text, size]);

  const wechat = payType === 1;
  const name = wechat ? t('pay.wechat') : t('pay.alipay');
  const ready = img && img.text === text;
  return (
    <figure className={wechat ? 'pay-qr pay-qr--wechat' : 'pay-qr pay-qr--alipay'} data-pay-type={payType} data-pay-url={text ?? ''}>
      <figcaption className="pay-qr__name">
        {wechat ? <WechatFilled aria-hidden="true" /> : <AlipayCircleFilled aria-hidden="true" />} {name}
      </figcaption>
      <div className="pay-qr__box" style={{ width: size, height: size }}>
        {content.isError ? (
          <div className="pay-qr__failed" role="alert">
            <span>{content.error.message || t('pay.qrFailed')}</span>
            <Button size="small" onClick={() => void content.refetch()}>
              {t('pay.qrRetry')}
            </Button>
          </div>
        ) : ready ? (
          <img className="pay-qr__img" src={img.src} width={size} height={size} alt={t('pay.qrAlt', { name })} />
        ) : (
          <Spin />
        )}
      </div>
      <p className="pay-qr__hint">{t('pay.scan', { name })}</p>
      {showLink && text ? (
        <a className="pay-qr__link" href={text} target="_blank" rel="noopener">
          <ExportOutlined aria-hidden="true" /> {t('pay.openLink', { name })}
        </a>
      ) : null}
    </figure>
  );
}
