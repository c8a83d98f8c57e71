import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { slugify } from "@theatre/common/slug";
import type { Storage } from "../../core/storage";
import { posterDescription, storeDemoImage } from "../../core/images/demo-image";
import { Blog } from "./blog.entity";

const DAY = 24 * 60 * 60 * 1000;

/** Five posts; the last has no display date, so its creation time orders it. */
const POSTS: { title: string; author: string; daysAgo: number | null; body: string; photos: string[]; createdDaysAgo?: number }[] = [
  {
    title: "Rehearsal diary: finding Illyria",
    author: "Margaret Holloway",
    daysAgo: 6,
    body: "<p>Three weeks into rehearsals for <em>Twelfth Night</em> and the hotel lobby is taking shape in the scene dock. This week we blocked the letter scene, which involved a great deal of hiding behind potted palms.</p><p>Our musical director Rosa has arranged the songs for a five-piece band, and the cast now hum \"O Mistress Mine\" in the interval whether they mean to or not.</p><p>Tickets are selling fast for the Saturday performances, so book early.</p>",
    photos: ["Blocking the letter scene", "The band's first rehearsal"],
  },
  {
    title: "Meet the backstage crew",
    author: "Chris Baxter",
    daysAgo: 24,
    body: "<p>Every production needs people who never take a bow: set builders, painters, prop makers, lighting and sound operators and stage managers. Our backstage crew meets on Sunday afternoons in the workshop and no experience is needed.</p><p>This season we built a revolving door for the hotel set. It revolves. Mostly.</p>",
    photos: ["The revolving door under construction"],
  },
  {
    title: "Audition tips from our directors",
    author: "Eleanor Fitzgerald",
    daysAgo: 45,
    body: "<p>Nervous about auditioning? Everyone is. Here is what our directors actually look for: someone who listens, who tries a note when given one, and who enjoys themselves.</p><ul><li>Read the play if you can.</li><li>Prepare the speech, but do not worry about being word perfect.</li><li>Ask questions: we like questions.</li></ul>",
    photos: [],
  },
  {
    title: "Looking back at The Crucible",
    author: "Daniel Okafor",
    daysAgo: 80,
    body: "<p>Our autumn production of Arthur Miller's <em>The Crucible</em> sold out all five nights. Thank you to everyone who came, and to the cast and crew who gave up their evenings for three months.</p>",
    photos: ["Curtain call"],
  },
  {
    title: "Welcome to our new website",
    author: "Priya Raman",
    daysAgo: null,
    createdDaysAgo: 120,
    body: "<p>We have a new website! You can now see what is on, apply to audition online and read news from the society in one place. Let us know what you think through the contact page.</p>",
    photos: [],
  },
];

export async function seedBlogs(manager: EntityManager, storage: Storage): Promise<void> {
  const now = Date.now();
  const blogs = manager.getRepository(Blog);
  for (const [index, post] of POSTS.entries()) {
    const id = randomUUID();
    const images = await Promise.all(
      post.photos.map(async (caption, n) => ({
        id: randomUUID(),
        caption,
        description: `A poster-like picture reading "${caption}"`,
        photo: await storeDemoImage(storage, `blogs/${id}/photo${n}.jpg`, { title: caption, seed: index + n + 2, width: 960, height: 640 }),
      })),
    );
    await blogs.save(
      blogs.create({
        id,
        slug: slugify(post.title),
        title: post.title,
        author: post.author,
        body: post.body,
        order: post.daysAgo === null ? null : new Date(now - post.daysAgo * DAY),
        createdAt: new Date(now - (post.createdDaysAgo ?? post.daysAgo ?? 0) * DAY),
        mainimage: await storeDemoImage(storage, `blogs/${id}/mainimage0.jpg`, { title: post.title, subtitle: `by ${post.author}`, seed: index + 3 }),
        mainimageDescription: posterDescription(post.title, post.author),
        images,
        updatedBy: "Demo content",
        publishedAt: new Date(),
      }),
    );
  }
}
