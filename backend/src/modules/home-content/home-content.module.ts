import { Module } from '@nestjs/common';

/** Hero slides (featured images) and shop-by-category tiles: staff CRUD and the home page's public reads. */
@Module({})
export class HomeContentModule {}
