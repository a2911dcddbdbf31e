import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import {
  type AdminStoryOption,
  type FamilyDataDeletion,
  storyIdParamSchema,
} from '@shop/contracts';
import { StoryRepository } from '@shop/db';
import { z } from 'zod';
import { ZodPipe } from '../common/zod.pipe';
import { FamilyDataService } from '../family-data/family-data.service';

const storyOptionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Stories as the operator sees them (every visitor's). Admin-only. */
@Controller('admin/stories')
export class AdminStoriesController {
  constructor(
    private readonly stories: StoryRepository,
    private readonly familyData: FamilyDataService,
  ) {}

  /** For the test-order creator: newest first, collaborative ones flagged. */
  @Get()
  async list(
    @Query(new ZodPipe(storyOptionsQuerySchema)) { limit }: { limit: number },
  ): Promise<AdminStoryOption[]> {
    const rows = await this.stories.listNewest(limit);
    return rows.map((s) => ({
      id: s.id,
      title: s.title,
      childName: s.childName,
      animal: s.animal,
      theme: s.theme,
      isCollaborative: s.isCollaborative,
      generationStatus: s.generationStatus,
      createdAt: s.createdAt.toISOString(),
    }));
  }

  /** Deletes a family's story and everything made from it, on their request. */
  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param(new ZodPipe(storyIdParamSchema)) { id }: { id: string },
  ): Promise<FamilyDataDeletion> {
    return this.familyData.deleteByOperator(id);
  }
}
