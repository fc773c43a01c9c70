import { Module } from '@nestjs/common';
import { DemoArtController } from './demo-art.controller.js';

/** The demo catalogue's pictures (their addresses are in the seeded products), served by the API process. */
@Module({ controllers: [DemoArtController] })
export class DemoArtModule {}
