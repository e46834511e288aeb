// Images: how large each kind of image is served, and the placeholder drawing that stands in for an
// image until an editor puts its original photo in content/photos/ (see docs/editing.md, "Photos
// and the image pipeline"). An original always wins over a drawing; a drawing is made only for an
// image content refers to that has no original.
import type { ImageSizeRule, PlaceholderArt } from './schema';

/**
 * Served sizes, first matching pattern wins ('*' matches within one folder). `width` x
 * `height` is the largest file and fixes the aspect ratio photos are cropped to (steered by
 * an image's `focus`); `widths` are the srcset widths, ascending, ending at `width`.
 */
export const imageSizes: ImageSizeRule[] = [
  { pattern: '/images/hero/*', width: 1600, height: 900, widths: [640, 1024, 1600] },
  { pattern: '/images/campuses/*/hero/*', width: 1600, height: 700, widths: [640, 1024, 1600] },
  { pattern: '/images/campuses/*/*', width: 1200, height: 800, widths: [480, 800, 1200] },
  { pattern: '/images/gallery/*', width: 640, height: 480, widths: [320, 640] },
  { pattern: '/images/leaders/*', width: 480, height: 480, widths: [240, 480] },
  { pattern: '/images/facilities/*', width: 800, height: 600, widths: [400, 800] },
  { pattern: '/images/blog/*', width: 1200, height: 675, widths: [480, 800, 1200] },
  { pattern: '/images/about/*', width: 1200, height: 800, widths: [480, 800, 1200] },
  // The social card that link previews show: one JPEG, the size every network asks for.
  { pattern: '/images/og-default.jpg', width: 1200, height: 630, widths: [1200] },
];

/**
 * Placeholder drawings, by the image's path. `alt` describes the drawing: a page shows it
 * instead of the content's own alt text (which describes the intended photo) for as long as
 * the drawing is what is served.
 */
export const placeholderArt: Record<string, PlaceholderArt> = {
  '/images/hero/home.webp': {
    drawing: 'campus tree tree sun',
    hue: 250,
    mood: 'dawn',
    alt: 'Illustration of a school building with a pediment and two wings, two trees and the sun at dawn',
  },
  '/images/hero/admissions.webp': {
    drawing: 'cap books people sun',
    hue: 265,
    mood: 'dawn',
    alt: 'Illustration of a graduation cap and diploma, a stack of books, three people and the sun at dawn',
  },
  '/images/hero/life.webp': {
    drawing: 'football note palette sun',
    hue: 285,
    mood: 'dawn',
    alt: 'Illustration of a football, musical notes, a paint palette and the sun at dawn',
  },
  '/images/hero/about.webp': {
    drawing: 'tower tree plant sun',
    hue: 230,
    mood: 'dawn',
    alt: 'Illustration of a school building with a clock tower, a tree, a potted plant and the sun at dawn',
  },
  '/images/campuses/city/card.webp': {
    drawing: 'skyline modern tree sun',
    hue: 215,
    alt: 'Illustration of a modern school building with glass bands in front of city towers, a tree and the sun',
  },
  '/images/campuses/airport/card.webp': {
    drawing: 'campus tree plane',
    hue: 195,
    alt: 'Illustration of a school building with a pediment and two wings, a tree and an aeroplane',
  },
  '/images/campuses/osmanpura/card.webp': {
    drawing: 'tower tree tree sun',
    hue: 140,
    alt: 'Illustration of a school building with a clock tower, two trees and the sun',
  },
  '/images/campuses/city/hero/campus.webp': {
    drawing: 'skyline modern tree sun',
    hue: 215,
    mood: 'dawn',
    alt: 'Illustration of a modern school building with glass bands in front of city towers, a tree and the sun at dawn',
  },
  '/images/campuses/airport/hero/campus.webp': {
    drawing: 'campus tree plane sun',
    hue: 195,
    mood: 'dawn',
    alt: 'Illustration of a school building with a pediment and two wings, a tree, an aeroplane and the sun at dawn',
  },
  '/images/gallery/gallery-01.webp': {
    drawing: 'board books people',
    hue: 210,
    alt: 'Illustration of a chalkboard, a stack of books and three people',
  },
  '/images/gallery/gallery-02.webp': {
    drawing: 'flask atom flask',
    hue: 185,
    alt: 'Illustration of two laboratory flasks and an atom',
  },
  '/images/gallery/gallery-03.webp': {
    drawing: 'books plant books',
    hue: 30,
    alt: 'Illustration of two stacks of books and a potted plant',
  },
  '/images/gallery/gallery-04.webp': {
    drawing: 'football people sun',
    hue: 120,
    alt: 'Illustration of a football, three people and the sun',
  },
  '/images/gallery/gallery-05.webp': {
    drawing: 'hoop basketball',
    hue: 20,
    alt: 'Illustration of a basketball hoop and a basketball',
  },
  '/images/gallery/gallery-06.webp': {
    drawing: 'note mic star',
    hue: 275,
    alt: 'Illustration of musical notes, a microphone and stars',
  },
  '/images/gallery/gallery-07.webp': {
    drawing: 'people note star',
    hue: 320,
    alt: 'Illustration of three people, musical notes and stars',
  },
  '/images/gallery/gallery-08.webp': {
    drawing: 'easel palette',
    hue: 340,
    alt: 'Illustration of an easel with a painting and a paint palette',
  },
  '/images/gallery/gallery-09.webp': {
    drawing: 'robot monitor',
    hue: 200,
    alt: 'Illustration of a robot and a computer screen',
  },
  '/images/gallery/gallery-10.webp': {
    drawing: 'people flag sun',
    hue: 45,
    alt: 'Illustration of three people, the Indian flag and the sun',
  },
  '/images/gallery/gallery-11.webp': {
    drawing: 'trophy people star',
    hue: 100,
    alt: 'Illustration of a trophy, three people and stars',
  },
  '/images/gallery/gallery-12.webp': {
    drawing: 'chess star',
    hue: 240,
    alt: 'Illustration of chess pieces on a board and stars',
  },
  '/images/gallery/gallery-13.webp': {
    drawing: 'yoga plant sun',
    hue: 160,
    alt: 'Illustration of a person in a yoga pose on a mat, a potted plant and the sun',
  },
  '/images/gallery/gallery-14.webp': {
    drawing: 'monitor monitor',
    hue: 225,
    alt: 'Illustration of two computer screens',
  },
  '/images/gallery/gallery-15.webp': {
    drawing: 'bus tree sun',
    hue: 90,
    alt: 'Illustration of a yellow school bus, a tree and the sun',
  },
  '/images/gallery/gallery-16.webp': {
    drawing: 'curtain star note',
    hue: 300,
    alt: 'Illustration of a stage with red curtains, stars and musical notes',
  },
  '/images/gallery/gallery-17.webp': {
    drawing: 'pool sun',
    hue: 195,
    alt: 'Illustration of a swimming pool and the sun',
  },
  '/images/gallery/gallery-18.webp': {
    drawing: 'cricket sun',
    hue: 75,
    alt: 'Illustration of a cricket bat, ball and stumps and the sun',
  },
  '/images/gallery/gallery-19.webp': {
    drawing: 'people trophy',
    hue: 10,
    alt: 'Illustration of three people and a trophy',
  },
  '/images/gallery/gallery-20.webp': {
    drawing: 'curtain mic',
    hue: 350,
    alt: 'Illustration of a stage with red curtains and a microphone',
  },
  '/images/gallery/gallery-21.webp': {
    drawing: 'mic people',
    hue: 255,
    alt: 'Illustration of a microphone and three people',
  },
  '/images/gallery/gallery-22.webp': {
    drawing: 'plant tree sun',
    hue: 110,
    alt: 'Illustration of a potted plant, a tree and the sun',
  },
  '/images/gallery/gallery-23.webp': {
    drawing: 'maths blocks',
    hue: 220,
    alt: 'Illustration of a chalkboard with a²+b² on it and alphabet blocks',
  },
  '/images/gallery/gallery-24.webp': {
    drawing: 'books plant',
    hue: 35,
    alt: 'Illustration of a stack of books and a potted plant',
  },
  '/images/gallery/gallery-25.webp': {
    drawing: 'racket sun',
    hue: 140,
    alt: 'Illustration of a tennis racket and ball and the sun',
  },
  '/images/gallery/gallery-26.webp': {
    drawing: 'shuttle racket',
    hue: 170,
    alt: 'Illustration of a shuttlecock and a tennis racket and ball',
  },
  '/images/gallery/gallery-27.webp': {
    drawing: 'cap books star',
    hue: 260,
    alt: 'Illustration of a graduation cap and diploma, a stack of books and stars',
  },
  '/images/gallery/gallery-28.webp': {
    drawing: 'atom trophy flask',
    hue: 190,
    alt: 'Illustration of an atom, a trophy and a laboratory flask',
  },
  '/images/gallery/gallery-29.webp': {
    drawing: 'vase plant',
    hue: 25,
    alt: 'Illustration of a clay pot and a potted plant',
  },
  '/images/gallery/gallery-30.webp': {
    drawing: 'note people',
    hue: 290,
    alt: 'Illustration of musical notes and three people',
  },
  '/images/gallery/gallery-31.webp': {
    drawing: 'blocks sun',
    hue: 55,
    alt: 'Illustration of alphabet blocks and the sun',
  },
  '/images/gallery/gallery-32.webp': {
    drawing: 'apple plant',
    hue: 15,
    alt: 'Illustration of an apple and a potted plant',
  },
  '/images/gallery/gallery-33.webp': {
    drawing: 'bus tree',
    hue: 50,
    alt: 'Illustration of a yellow school bus and a tree',
  },
  '/images/gallery/gallery-34.webp': {
    drawing: 'people trophy star',
    hue: 0,
    alt: 'Illustration of three people, a trophy and stars',
  },
  '/images/gallery/gallery-35.webp': {
    drawing: 'palette easel',
    hue: 330,
    alt: 'Illustration of a paint palette and an easel with a painting',
  },
  '/images/gallery/gallery-36.webp': {
    drawing: 'camera tree sun',
    hue: 205,
    alt: 'Illustration of a camera, a tree and the sun',
  },
  '/images/gallery/gallery-37.webp': {
    drawing: 'flag people sun',
    hue: 40,
    alt: 'Illustration of the Indian flag, three people and the sun',
  },
  '/images/gallery/gallery-38.webp': {
    drawing: 'globe books plane',
    hue: 175,
    alt: 'Illustration of a globe on a stand, a stack of books and an aeroplane',
  },
  '/images/leaders/chairperson.webp': {
    drawing: 'portrait',
    hue: 255,
    alt: 'Illustration of a smiling person, standing in for the chairperson’s photo',
  },
  '/images/leaders/director.webp': {
    drawing: 'portrait',
    hue: 215,
    alt: 'Illustration of a smiling person, standing in for the director’s photo',
  },
  '/images/leaders/principal.webp': {
    drawing: 'portrait',
    hue: 175,
    alt: 'Illustration of a smiling person, standing in for the principal’s photo',
  },
  '/images/facilities/science-labs.webp': {
    drawing: 'flask atom flask',
    hue: 190,
    alt: 'Illustration of two laboratory flasks and an atom',
  },
  '/images/facilities/library.webp': {
    drawing: 'books books plant',
    hue: 30,
    alt: 'Illustration of two stacks of books and a potted plant',
  },
  '/images/facilities/sports-complex.webp': {
    drawing: 'hoop football trophy',
    hue: 130,
    alt: 'Illustration of a basketball hoop, a football and a trophy',
  },
  '/images/facilities/smart-classrooms.webp': {
    drawing: 'monitor board robot',
    hue: 230,
    alt: 'Illustration of a computer screen, a chalkboard and a robot',
  },
  '/images/facilities/arts-studio.webp': {
    drawing: 'easel palette vase',
    hue: 320,
    alt: 'Illustration of an easel with a painting, a paint palette and a clay pot',
  },
  '/images/facilities/transport.webp': {
    drawing: 'bus tree sun',
    hue: 45,
    alt: 'Illustration of a yellow school bus, a tree and the sun',
  },
  '/images/blog/post-1.webp': {
    drawing: 'books cap star',
    hue: 250,
    alt: 'Illustration of a stack of books, a graduation cap and diploma and stars',
  },
  '/images/blog/post-2.webp': {
    drawing: 'flask atom',
    hue: 190,
    alt: 'Illustration of a laboratory flask and an atom',
  },
  '/images/blog/post-3.webp': {
    drawing: 'football trophy sun',
    hue: 130,
    alt: 'Illustration of a football, a trophy and the sun',
  },
  '/images/blog/post-4.webp': {
    drawing: 'note mic',
    hue: 285,
    alt: 'Illustration of musical notes and a microphone',
  },
  '/images/blog/post-5.webp': {
    drawing: 'robot monitor',
    hue: 210,
    alt: 'Illustration of a robot and a computer screen',
  },
  '/images/blog/post-6.webp': {
    drawing: 'easel palette',
    hue: 340,
    alt: 'Illustration of an easel with a painting and a paint palette',
  },
  '/images/blog/post-7.webp': {
    drawing: 'globe books plane',
    hue: 170,
    alt: 'Illustration of a globe on a stand, a stack of books and an aeroplane',
  },
  '/images/blog/post-8.webp': {
    drawing: 'plant tree sun',
    hue: 100,
    alt: 'Illustration of a potted plant, a tree and the sun',
  },
  '/images/blog/post-9.webp': {
    drawing: 'people flag star',
    hue: 20,
    alt: 'Illustration of three people, the Indian flag and stars',
  },
  '/images/about/story.webp': {
    drawing: 'board books people',
    hue: 30,
    alt: 'Illustration of a chalkboard, a stack of books and three people',
  },
  '/images/about/students.webp': {
    drawing: 'people books star',
    hue: 260,
    alt: 'Illustration of three people, a stack of books and stars',
  },
  '/images/hero/campuses.webp': {
    drawing: 'tower tree bus sun',
    hue: 220,
    mood: 'dawn',
    alt: 'Illustration of a school building with a clock tower, a tree, a yellow school bus and the sun at dawn',
  },
  '/images/hero/accolades.webp': {
    drawing: 'trophy star',
    hue: 265,
    mood: 'dawn',
    alt: 'Illustration of a gold trophy under stars at dawn',
  },
  '/images/hero/blog.webp': {
    drawing: 'books camera star',
    hue: 240,
    mood: 'dawn',
    alt: 'Illustration of a stack of books, a camera and stars at dawn',
  },
  '/images/hero/disclosure.webp': {
    drawing: 'board books sun',
    hue: 230,
    mood: 'dawn',
    alt: 'Illustration of a chalkboard, a stack of books and the sun at dawn',
  },
  '/images/og-default.jpg': {
    drawing: 'social-card',
    hue: 250,
    alt: 'A drawing of a CBSE school with olympiad and exam coaching',
  },
  '/images/logo.svg': { drawing: 'logo', hue: 250, alt: 'The school’s logo' },
  '/images/placeholder.svg': { drawing: 'image-placeholder', hue: 0, alt: '' },
};
