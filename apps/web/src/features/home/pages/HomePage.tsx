// /home (spec 000 screen 1). The banner with the search bar is part of the route's chunk; every
// block below it is loaded, with its data, when it scrolls near the viewport. The page itself
// draws no antd component (the route table does not wrap it in antd's ConfigProvider).
import { lazy } from 'react';
import { HeroBanner } from '../components/HeroBanner';
import { WhenVisible } from '../components/WhenVisible';
import '../home.css';

const ServicesBlock = lazy(() => import('../blocks/ServicesBlock'));
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

export default function HomePage() {
  return (
    <div className="home">
      <HeroBanner />
      <WhenVisible minHeight={300}>
        <ServicesBlock />
      </WhenVisible>
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
