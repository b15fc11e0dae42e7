export { LessonsCatalogue } from './components/lessons-catalogue';
export { LessonDetail } from './components/lesson-detail';
