import type { Provider } from '@nestjs/common';
import { drawingProviders, flowProviders } from './illustration.providers';
import { StoryPicturesFlow } from './story-pictures.flow';
import { StoryPicturesService } from './story-pictures.service';

/** Drawing a story's automatic pictures (the `illustration` queue, and the book build). */
export const storyPictureProviders: Provider[] = [...drawingProviders, StoryPicturesService];

/** Starting a ready story's picture flow (the `story` queue). */
export const storyPictureFlowProviders: Provider[] = [StoryPicturesFlow];

/** Adding picture jobs under a parent (the `illustration` queue). */
export const pictureFlowProviders: Provider[] = flowProviders;
