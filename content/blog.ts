// The blog ('Aurora Social'): page text, filters and the nine posts (SPEC §2, §3, §4).
// In `content`, each array item is one paragraph; **bold** markers become <strong>.
import type { BlogFilter, BlogPost, Texts } from './schema';

export type { BlogFilter, BlogFilterId } from './schema';

export const blogPage = {
  title: 'Aurora Blog',
  subtitle: 'Insights, updates, and stories from our educational community',
} satisfies Texts;

export const blogFilters: BlogFilter[] = [
  { id: 'all', label: 'All', categories: ['News', 'Articles', 'Blogs'] },
  { id: 'news-articles', label: 'News & Articles', categories: ['News', 'Articles'] },
  { id: 'blogs', label: 'Blogs', categories: ['Blogs'] },
];

export const blogNotFound = {
  title: 'Blog Post Not Found',
  text: "The blog post you're looking for doesn't exist.",
  backLabel: '← Back to All Posts',
} satisfies Texts;

export const blogLabels = {
  backToBlog: 'Back to Blog',
  readMore: 'Read More',
  /** Read by screen readers after 'Read More' (hidden on screen), so each link says where it goes. */
  readMoreHidden: 'about {title}',
  backToAll: '← Back to All Posts',
  /** Accessible name of the group of filter buttons. */
  filterGroup: 'Filter posts by category',
  /** Announced when the filter changes; {shown} and {total} are numbers. */
  resultsStatus: 'Showing {shown} of {total} posts',
  /** After the number, e.g. '1,284 views'. */
  views: 'views',
  author: 'By',
  tags: 'Tags',
} satisfies Texts;

export const posts: BlogPost[] = [
  {
    id: 1,
    title: 'Aurora Students Win 42 Medals at National Olympiads',
    excerpt:
      'Our students brought home 42 medals in this year’s national mathematics, science and reasoning olympiads, including 11 gold medals.',
    content: [
      'We are delighted to share that Aurora students won **42 medals** at national-level olympiads this year: **11 gold, 14 silver and 17 bronze**. Students from all three campuses took part, from Grade 2 to Grade 10.',
      'The strongest results came in mathematics, where six students were placed in the **top 100 in the country**. In science, our Grade 8 team did especially well, and two students have been invited to the next round of selection.',
      'These results did not come from last-minute cramming. Our olympiad practice periods are part of the normal timetable, two or three times a week. Students solve challenging problems in small groups and learn to think step by step.',
      '“I used to be scared of long questions,” says Ananya from Grade 7, who won a gold medal in mathematics. “Now I break them into small parts. It feels like solving a puzzle.”',
      'We thank our mentors for their patient coaching, and our parents for their constant encouragement. Most of all, we congratulate every student who took part. **Every participant learned something new**, and that is the real prize.',
    ].join('\n'),
    author: 'Academic Office',
    date: '2025-12-15',
    category: 'News',
    readTime: '4 min read',
    views: 1284,
    image: {
      src: '/images/blog/post-1.webp',
      alt: 'Students holding their olympiad medals and certificates on the school stage',
    },
    tags: ['Olympiads', 'Achievements', 'Mathematics', 'Science'],
  },
  {
    id: 2,
    title: 'New Robotics and Innovation Lab Opens at the Airport Campus',
    excerpt:
      'A new robotics and innovation lab gives students from Grade 4 upwards a place to design, build and program their own machines.',
    content: [
      'On 18 August, the Airport Campus opened its new **Robotics and Innovation Lab**. The lab has 30 workstations, robotics kits, sensors, 3D printers and a small testing arena.',
      'Students from **Grade 4 to Grade 10** will use the lab every week. Younger students start with simple block-based coding and moving robots. Older students build projects with sensors and learn text-based programming.',
      'The lab is not only for future engineers. Teachers from mathematics, science and even art will use it for projects. When students build a robot, they use measurement, logic, design and teamwork at the same time.',
      'At the opening, Grade 9 students showed a **line-following robot** and a small plant-watering system they built during the summer workshop. Parents tried the robots themselves and asked many good questions.',
      'Students from the City and Osmanpura campuses will visit the lab for special workshops during the year. We look forward to seeing what our young innovators create.',
    ].join('\n'),
    author: 'Airport Campus Team',
    date: '2025-08-20',
    category: 'News',
    readTime: '3 min read',
    views: 986,
    image: {
      src: '/images/blog/post-2.webp',
      alt: 'Students testing a small wheeled robot at a table in the new robotics lab',
    },
    tags: ['Robotics', 'STEM', 'Airport Campus'],
  },
  {
    id: 3,
    title: 'Admissions Open for the Academic Year 2026-27',
    excerpt:
      'Admissions are now open at all three campuses for Pre-Primary to Grade 10. Here is what parents need to know before applying.',
    content: [
      'We are happy to announce that **admissions for the academic year 2026-27 are now open** at the City, Airport and Osmanpura campuses, from Pre-Primary to Grade 10.',
      'The admission process has **six simple steps**: inquiry, campus tour, application, assessment, interview and enrollment. Our admissions team will guide you at every step, and you can ask questions at any time.',
      'We warmly invite families to **schedule a campus visit** before applying. You can see the classrooms, labs and playgrounds, meet teachers and find the campus that suits your child best.',
      'Please keep these documents ready: your child’s birth certificate, the last report card, a transfer certificate (for Grade 2 and above), passport-size photographs and address proof.',
      'Seats are limited in some grades, so we recommend applying early. You can fill in the form online using the **Apply Now** button on this website.',
    ].join('\n'),
    author: 'Admissions Team',
    date: '2026-01-05',
    category: 'News',
    readTime: '3 min read',
    views: 2140,
    image: {
      src: '/images/blog/post-3.webp',
      alt: 'Parents talking with an admissions counsellor at a school help desk',
    },
    tags: ['Admissions', '2026-27', 'Parents'],
  },
  {
    id: 4,
    title: 'Eight Study Tips for Board Exam Success',
    excerpt:
      'Simple, proven habits that help Grade 10 students prepare for the CBSE board exams with less stress and better results.',
    content: [
      'Board exams are important, but they do not have to be frightening. With a clear plan and good habits, every student can prepare calmly. Here are eight tips our teachers share with Grade 10 students.',
      '**1. Make a realistic timetable.** Divide the syllabus into weeks, and keep the last month for revision. **2. Study in short sessions.** Forty minutes of focused work followed by a short break works better than three hours of tired reading.',
      '**3. Understand before you memorise.** If you can explain a topic to a friend in simple words, you have understood it. **4. Practise previous years’ papers.** They show the question patterns and help you manage time.',
      '**5. Write answers by hand.** In the exam you will write, not type, so practise neat, well-organised answers. **6. Keep a mistakes notebook.** Write down every error you make in tests and review it every week.',
      '**7. Sleep well and eat well.** The brain needs eight hours of sleep to remember what you learned. **8. Ask for help early.** Your teachers and mentors are there to support you, so do not wait until the last week.',
      'Parents can help too: keep the home calm, avoid comparing children, and celebrate effort, not only marks.',
    ].join('\n'),
    author: 'Mrs. Kavita Joshi, Senior Mathematics Teacher',
    date: '2026-01-20',
    category: 'Articles',
    readTime: '6 min read',
    views: 1732,
    image: {
      src: '/images/blog/post-4.webp',
      alt: 'A student studying at a desk with notebooks and a study timetable',
    },
    tags: ['Board Exams', 'Study Tips', 'Grade 10'],
  },
  {
    id: 5,
    title: 'Screen Time and Young Children: A Practical Guide for Parents',
    excerpt:
      'How much screen time is healthy for a young child? Our early-years team shares simple rules that work in real family life.',
    content: [
      'Phones, tablets and televisions are part of every home today. Many parents ask us: **how much screen time is too much** for a young child?',
      'Health experts generally advise **no screen time for children under two**, except video calls with family, and **not more than one hour a day** of good-quality content for children aged two to five. Older children also need clear limits.',
      'The type of screen time matters as much as the amount. Watching a story together and talking about it is very different from a child scrolling alone through short videos.',
      'Here are some simple rules that work for many families: **no screens during meals**, no screens in the hour before bed, and keep devices in shared rooms, not in bedrooms.',
      'Most importantly, give children something better to do. Books, blocks, drawing, outdoor play and helping in the kitchen all build language and thinking skills that screens cannot.',
      'Children copy what they see. If parents put their own phones away during family time, children learn that people come first.',
    ].join('\n'),
    author: 'Early Years Team',
    date: '2025-10-08',
    category: 'Articles',
    readTime: '5 min read',
    views: 1456,
    image: {
      src: '/images/blog/post-5.webp',
      alt: 'A parent and young child reading a picture book together on a sofa',
    },
    tags: ['Parenting', 'Early Years', 'Screen Time'],
  },
  {
    id: 6,
    title: 'Why Olympiads Matter, Even If Your Child Does Not Win a Medal',
    excerpt:
      'Olympiads build deep thinking, patience and confidence. The medal is a bonus; the habits last a lifetime.',
    content: [
      'Many parents see olympiads as competitions only for toppers. At Aurora, we see them differently. Olympiads are a way to **train the mind to think**, not just to remember.',
      'Olympiad questions are different from textbook questions. They ask students to apply ideas in new situations. This builds **problem-solving skills**, which help in board exams, competitive exams and later in careers.',
      'Preparing for an olympiad also teaches patience. Some problems take twenty minutes to solve. Students learn that it is normal to feel stuck, and that **trying again is part of learning**.',
      'Children who take part regularly often become more confident in class. They ask better questions and are less afraid of difficult topics.',
      'So encourage your child to take part, and praise the effort. A child who tries an olympiad and learns three new ideas has already succeeded.',
    ].join('\n'),
    author: 'Mr. Arjun Deshpande, Director',
    date: '2025-07-14',
    category: 'Articles',
    readTime: '4 min read',
    views: 1098,
    image: {
      src: '/images/blog/post-6.webp',
      alt: 'Students concentrating on a challenging worksheet during an olympiad practice session',
    },
    tags: ['Olympiads', 'Thinking Skills', 'Parenting'],
  },
  {
    id: 7,
    title: 'A Parent’s View: How Integrated Coaching Gave Us Our Evenings Back',
    excerpt:
      'A Grade 9 parent writes about life before and after moving her son to a school with coaching built into the day.',
    content: [
      'Two years ago, our family evenings looked the same every day. My son came home from school at 3:30, ate quickly, and left for coaching class at 4:30. He came back at 8:00, tired, with homework still to finish.',
      'When we moved him to Aurora in Grade 7, I was not sure what to expect. The school said that **olympiad and competitive-exam coaching is part of the school day**. I wondered if it would really be enough.',
      'It was more than enough. Because his teachers and coaches are the same people, **nothing is repeated and nothing is missed**. If he struggles with a topic in class, his mentor already knows and helps him in the practice period.',
      'The biggest change is at home. **We have our evenings back.** He plays cricket with his friends, helps his little sister with her reading, and still has time for his homework. We even eat dinner together now.',
      'His marks have improved, but what makes me happiest is that he enjoys learning again. For us, that is the real result.',
    ].join('\n'),
    author: 'Mrs. Sunita Rao, Parent of a Grade 9 student',
    date: '2025-11-22',
    category: 'Blogs',
    readTime: '4 min read',
    views: 873,
    image: {
      src: '/images/blog/post-7.webp',
      alt: 'A mother and her teenage son laughing together at the dinner table',
    },
    tags: ['Parents', 'Integrated Coaching', 'Family Life'],
  },
  {
    id: 8,
    title: 'Sports Day 2025: A Morning of Colour, Courage and Teamwork',
    excerpt:
      'Races, relays, drills and a lot of cheering: here are the best moments from this year’s Sports Day at the Airport Campus grounds.',
    content: [
      'On a bright December morning, more than **2,000 students, parents and teachers** gathered at the Airport Campus grounds for Sports Day 2025.',
      'The day began with a march-past by the four school houses, followed by a **mass drill by 300 primary students**. Their perfect timing received the loudest applause of the morning.',
      'Then came the races. The little ones ran the fun races with spoons and lemons, while senior students competed in the 100-metre sprint, relays and long jump. Parents joined a tug-of-war, and the teachers’ team won.',
      'The overall trophy went to **Blue House**, who won four relay events. The best athlete awards went to Rohan from Grade 10 and Zoya from Grade 8.',
      'More than the medals, we loved seeing students cheer for their friends, help those who fell and shake hands after every race. **That is the true spirit of sport.**',
    ].join('\n'),
    author: 'Physical Education Department',
    date: '2025-12-06',
    category: 'Blogs',
    readTime: '3 min read',
    views: 1167,
    image: {
      src: '/images/blog/post-8.webp',
      alt: 'Students running a relay race on the school track as classmates cheer',
    },
    tags: ['Sports Day', 'Events', 'Teamwork'],
  },
  {
    id: 9,
    title: 'Building a Reading Habit at Home, One Page at a Time',
    excerpt:
      'Our librarian shares small, everyday ideas that help children of every age fall in love with books.',
    content: [
      'Children who read for pleasure do better in almost every subject. But how do we help a child who would rather watch videos than open a book? The answer is to **start small and make it enjoyable**.',
      '**Read aloud together every day**, even for ten minutes. Young children love the sound of a parent’s voice, and older children enjoy a good story as much as anyone.',
      'Let your child **choose what to read**. Comics, animal facts, cricket stories and mystery novels all count. A child who enjoys reading will slowly move to harder books.',
      'Create a small reading corner at home with a few books, a cushion and good light. Visit the library together, and give books as gifts on birthdays.',
      'Finally, let your child see you reading. When parents read newspapers, novels or even recipe books, children learn that **reading is a normal, happy part of life**.',
    ].join('\n'),
    author: 'Ms. Neha Patil, School Librarian',
    date: '2026-02-10',
    category: 'Blogs',
    readTime: '4 min read',
    views: 642,
    image: {
      src: '/images/blog/post-9.webp',
      alt: 'A young girl reading a book in a cosy reading corner with cushions',
    },
    tags: ['Reading', 'Parenting', 'Library'],
  },
];
