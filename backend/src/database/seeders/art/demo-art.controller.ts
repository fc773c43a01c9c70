import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../../common/api-error.js';
import { CACHE } from '../../../common/cache-policy.js';
import { ART_METALS, ART_PIECES, ART_ROUTE, ART_SHAPES, ART_TINTS, parseArt } from './art-description.js';
import { renderArt } from './render-art.js';

const NO_PICTURE = 'No such demo picture';

/** The demo catalogue's pictures, drawn from their address: the same address always gives the same picture. */
@ApiTags('Catalogue')
@Controller(ART_ROUTE)
export class DemoArtController {
  @Get(':piece/:stone/:metal/:file')
  @ApiOperation({
    summary: 'A demo product’s picture',
    description: 'Drawn from the address: the piece, its stone (`<shape>-<tint>` or `none`), its metal (or `none` for a loose stone) and the stock number the variation comes from.',
  })
  @ApiParam({ name: 'piece', enum: ART_PIECES })
  @ApiParam({ name: 'stone', example: 'heart-pink', description: `<shape>-<tint> (shapes: ${ART_SHAPES.join(', ')}; tints: ${ART_TINTS.join(', ')}) or none` })
  @ApiParam({ name: 'metal', enum: [...ART_METALS, 'none'] })
  @ApiParam({ name: 'file', example: 'JW-000001.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiError, description: 'The address describes nothing drawn' })
  demoPicture(
    @Param('piece') piece: string,
    @Param('stone') stone: string,
    @Param('metal') metal: string,
    @Param('file') file: string,
    @Res({ passthrough: true }) response: Response,
  ): string {
    const art = parseArt(piece, stone, metal, file);
    if (!art) throw new NotFoundException(NO_PICTURE);
    // An address always draws the same picture, so browsers may keep it for good.
    response.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE.immutable });
    return renderArt(art);
  }
}
