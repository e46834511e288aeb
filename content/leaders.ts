// The three leader messages on the Home page carousel, and its timing.
import type { Leader } from './schema';

/** The carousel moves to the next message after this many milliseconds. */
export const LEADERS_CAROUSEL_INTERVAL_MS = 8000;

/** Labels of the carousel's controls, read by screen readers ('{…}' are filled in). */
export const leadersCarouselLabels = {
  /** Names each slide (WAI-ARIA carousel pattern). */
  slide: '{n} of {total}',
  previous: 'Previous message',
  next: 'Next message',
  /** Names the group of dots. */
  dots: 'Choose a message',
  dot: 'Message {n}: {name}',
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
} satisfies Record<string, string>;

export const leaders: Leader[] = [
  {
    name: 'Dr. Meera Kulkarni',
    position: 'Chairperson',
    expertise: 'Educationist, 30 years in school leadership',
    image: {
      src: '/images/leaders/chairperson.webp',
      alt: 'Portrait of Dr. Meera Kulkarni, Chairperson',
    },
    message:
      'When we started Aurora Global School, we had one simple dream: a school where every child feels seen, safe and challenged. Today, across our {campusCount} campuses, that dream is alive in every classroom. We want our students to grow into honest, curious and confident young people who can compete with the best and still care for others. Thank you, dear parents, for trusting us with your children.',
  },
  {
    name: 'Mr. Arjun Deshpande',
    position: 'Director',
    expertise: 'Olympiad mentor and curriculum planner',
    image: {
      src: '/images/leaders/director.webp',
      alt: 'Portrait of Mr. Arjun Deshpande, Director',
    },
    message:
      'Many families spend hours every day travelling between school and coaching classes. At Aurora, we brought both under one roof. Our integrated timetable gives students strong CBSE basics and steady practice for olympiads and competitive exams, without extra stress. Children still have time in the evening to play, rest and enjoy their hobbies. Our goal is clear: learning with joy, results with balance.',
  },
  {
    name: 'Mrs. Farah Siddiqui',
    position: 'Principal',
    expertise: 'Early-years specialist and teacher trainer',
    image: {
      src: '/images/leaders/principal.webp',
      alt: 'Portrait of Mrs. Farah Siddiqui, Principal',
    },
    message:
      'A good school is built on good relationships. Our teachers know each child by name, notice small changes and celebrate small wins. We listen to parents and work with you as partners. Every day, I see children asking questions, helping friends and trying again after a mistake. These habits matter as much as marks. My door is always open, and I look forward to meeting you.',
  },
];
