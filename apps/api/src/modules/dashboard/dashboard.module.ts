import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';

@Module({ controllers: [DashboardController], providers: [DashboardRepository] })
export class DashboardModule {}
