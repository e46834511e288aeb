// Hindi words of content/leaders.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../leaders';

export const reviewed = false;

export const leadersCarouselLabels: Translation<typeof english.leadersCarouselLabels> = {
  slide: '{n} of {total}',
  previous: 'Previous message',
  next: 'Next message',
  dots: 'Choose a message',
  dot: 'Message {n}: {name}',
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
};

export const leaders: Translation<typeof english.leaders> = [
  {
    name: 'Dr. Meera Kulkarni',
    position: 'Chairperson',
    expertise: 'Educationist, 30 years in school leadership',
    image: {
      alt: 'Portrait of Dr. Meera Kulkarni, Chairperson',
    },
    message:
      'When we started Aurora Global School, we had one simple dream: a school where every child feels seen, safe and challenged. Today, across our three campuses, that dream is alive in every classroom. We want our students to grow into honest, curious and confident young people who can compete with the best and still care for others. Thank you, dear parents, for trusting us with your children.',
  },
  {
    name: 'Mr. Arjun Deshpande',
    position: 'Director',
    expertise: 'Olympiad mentor and curriculum planner',
    image: {
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
      alt: 'Portrait of Mrs. Farah Siddiqui, Principal',
    },
    message:
      'A good school is built on good relationships. Our teachers know each child by name, notice small changes and celebrate small wins. We listen to parents and work with you as partners. Every day, I see children asking questions, helping friends and trying again after a mistake. These habits matter as much as marks. My door is always open, and I look forward to meeting you.',
  },
];
