// Left panel of the login pages: three pictures with the logo, advancing every 5 s; indicators
// only when there is more than one picture.
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import { SLIDE_COUNT, slideImage } from './slides';

const AUTOPLAY_MS = 5000;

export function AuthCarousel() {
  const { t } = useTranslation('auth');
  const slides = Array.from({ length: SLIDE_COUNT }, (_, i) => ({
    image: slideImage(i),
    title: t(`slides.${i}.title` as 'slides.0.title'),
    text: t(`slides.${i}.text` as 'slides.0.text'),
  }));
  return (
    <div className="auth-carousel">
      <div className="auth-carousel__logo">
        <Logo light size={36} />
      </div>
      <Carousel autoplay autoplaySpeed={AUTOPLAY_MS} dots={slides.length > 1} effect="fade">
        {slides.map((s) => (
          <div key={s.image}>
            <div className="auth-carousel__slide" style={{ backgroundImage: `url("${s.image}")` }}>
              <div className="auth-carousel__caption">
                <h2>{s.title}</h2>
                <p>{s.text}</p>
              </div>
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
