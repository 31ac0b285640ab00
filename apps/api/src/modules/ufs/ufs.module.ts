import { Module } from '@nestjs/common';
import { UfsController } from './ufs.controller.js';

@Module({ controllers: [UfsController] })
export class UfsModule {}
