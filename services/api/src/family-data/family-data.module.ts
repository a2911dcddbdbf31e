import { Module } from '@nestjs/common';
import { FamilyDataService } from './family-data.service';
import { StoryExportService } from './story-export.service';

/** Families' data: deleting a story (the operator's and its creator's) and the creator's download. */
@Module({
  providers: [FamilyDataService, StoryExportService],
  exports: [FamilyDataService, StoryExportService],
})
export class FamilyDataModule {}
