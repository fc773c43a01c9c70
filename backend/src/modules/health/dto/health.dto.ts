import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export enum ServiceState {
  Up = 'up',
  Down = 'down',
}

export class ServiceHealthDto {
  @ApiProperty({ enum: ServiceState, enumName: 'ServiceState' })
  status: ServiceState;

  @ApiPropertyOptional({ description: 'Round-trip time of a trivial query, in milliseconds' })
  latencyMs?: number;

  @ApiPropertyOptional({ description: 'What is wrong and how to fix it, when down' })
  message?: string;
}

export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'down'],
    enumName: 'HealthStatus',
    description: 'degraded: Redis is down; down: the database is down',
  })
  status: 'ok' | 'degraded' | 'down';

  @ApiProperty({ example: '0.1.0' })
  version: string;

  @ApiProperty({ enum: ['all', 'api', 'worker'], enumName: 'ProcessRole' })
  role: string;

  @ApiProperty({ description: 'Seconds since this process started' })
  uptimeSeconds: number;

  @ApiProperty()
  database: ServiceHealthDto;

  @ApiProperty()
  redis: ServiceHealthDto;
}

export class ReadyDto {
  @ApiProperty({ enum: ['ready'], enumName: 'ReadyStatus' })
  status: 'ready';

  @ApiProperty({
    enum: ['ready', 'off'],
    enumName: 'SearchIndexState',
    description:
      "ready: diamond searches are answered from this process's in-memory index; off: SEARCH_INDEX=off, SQL only",
  })
  searchIndex: 'ready' | 'off';
}
