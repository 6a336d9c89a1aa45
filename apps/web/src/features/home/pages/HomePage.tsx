// /home (spec 000 screen 1). The banner with the search bar is part of the route's chunk; the
// services under it are the rest of the first screen (a phone's and a desktop's): drawn by the
// server with the page, their code (static cards) taken over once loaded. Every block below is
// loaded, with its data, when it scrolls near the viewport. The page itself draws no antd
// component (the route table does not wrap it in antd's ConfigProvider).
import { lazy, Suspense } from 'react';
import type { FirstScreenQueries } from '../../../lib/first-screen';
import { bannersQuery, servicesQuery } from '../api/home';
import { HeroBanner } from '../components/HeroBanner';
import { WhenVisible } from '../../../components/WhenVisible';
import { preloadable } from '../../../lib/preloadable';
import '../home.css';

const ServicesBlock = preloadable(() => import('../blocks/ServicesBlock'));
const PopularCountries = lazy(() => import('../blocks/PopularCountries'));
const SuccessCases = lazy(() => import('../blocks/SuccessCases'));
const StartApplication = lazy(() => import('../blocks/StartApplication'));
const Recommendations = lazy(() => import('../blocks/Recommendations'));
const Summary = lazy(() => import('../blocks/Summary'));
const StudentCases = lazy(() => import('../blocks/StudentCases'));
const SourceSchools = lazy(() => import('../blocks/SourceSchools'));
const HotMajors = lazy(() => import('../blocks/HotMajors'));
const VideoCarousel = lazy(() => import('../blocks/VideoCarousel'));
const StudyProcess = lazy(() => import('../blocks/StudyProcess'));

/** The banner carousel and the services under it are the first screen (lib/first-screen). */
export const firstScreen: FirstScreenQueries = () => [bannersQuery(0), servicesQuery()];
/** The server draws the services with the page. */
export const preloadFirstScreen = () => ServicesBlock.preload();

export default function HomePage() {
  return (
    <div className="home">
      <HeroBanner />
      <Suspense fallback={<div className="block-placeholder" style={{ minHeight: 300 }} aria-hidden="true" />}>
        <ServicesBlock.Component />
      </Suspense>
      <WhenVisible minHeight={520}>
        <PopularCountries />
      </WhenVisible>
      <WhenVisible minHeight={640}>
        <SuccessCases />
      </WhenVisible>
      <WhenVisible minHeight={320}>
        <StartApplication />
      </WhenVisible>
      <WhenVisible minHeight={420}>
        <Recommendations />
      </WhenVisible>
      <WhenVisible minHeight={260}>
        <Summary />
      </WhenVisible>
      <WhenVisible minHeight={420}>
        <StudentCases />
      </WhenVisible>
      <WhenVisible minHeight={420}>
        <SourceSchools />
      </WhenVisible>
      <WhenVisible minHeight={420}>
        <HotMajors />
      </WhenVisible>
      <WhenVisible minHeight={360}>
        <VideoCarousel />
      </WhenVisible>
      <WhenVisible minHeight={560}>
        <StudyProcess />
      </WhenVisible>
    </div>
  );
}
