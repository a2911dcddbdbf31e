import { zodResolver } from '@hookform/resolvers/zod';
import { generateStorySchema } from '@shop/contracts';

/** The Craft Your Story form's validation: the shared schema of libs/contracts. */
export const storyFormResolver = zodResolver(generateStorySchema);
